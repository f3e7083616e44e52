//! `re`'s second engine: a backtracking matcher after CPython's sre, for what the
//! automaton engine (regex_native.rs) cannot run: look-ahead and look-behind,
//! backreferences, atomic groups, possessive quantifiers, conditional groups, and a
//! non-MULTILINE `$` (which also matches before a final newline). The parsed pattern
//! (regex_parse.rs) becomes a program for a small backtracking machine over the
//! characters (Python's string indices), trying alternatives and repetitions in sre's
//! order.

use super::regex_parse::{is_word, lower, parse, width, Assert, Node, Set};
use crate::error::{ErrorKind, Result, TorchError};
#[derive(Clone)]
enum Inst {
    Char(char, bool),
    Set(Box<Set>),
    Any(bool),
    Assert(Assert),
    Save(usize),
    Split(usize, usize),
    Jmp(usize),
    /// A repetition's start position (into a slot) and its check: an iteration that
    /// matched nothing ends the loop (to `exit`).
    RepStart(usize),
    RepCheck(usize, usize),
    Look {
        behind: Option<usize>,
        negate: bool,
        next: usize,
    },
    Atomic(usize),
    Backref(usize, bool),
    Cond(usize, usize),
    /// The end of a look-around's or atomic group's body.
    SubMatch,
    Match,
}

/// Instruction count past which a counted repetition is refused (its copies are inlined).
const MAX_INSTS: usize = 200_000;

struct Compiler {
    insts: Vec<Inst>,
    slots: usize,
}

impl Compiler {
    fn push(&mut self, i: Inst) -> usize {
        self.insts.push(i);
        self.insts.len() - 1
    }
    fn emit(&mut self, n: &Node) -> Result<()> {
        if self.insts.len() > MAX_INSTS {
            return Err(TorchError::new(
                ErrorKind::NotImplementedError,
                "re: a repeat count this large is not supported in stridelab's backtracking engine",
            ));
        }
        match n {
            Node::Empty => {}
            Node::Char(c, f) => {
                self.push(Inst::Char(*c, *f));
            }
            Node::Set(s) => {
                self.push(Inst::Set(Box::new(s.clone())));
            }
            Node::Any(s) => {
                self.push(Inst::Any(*s));
            }
            Node::Assert(a) => {
                self.push(Inst::Assert(*a));
            }
            Node::Group(g, n) => {
                if let Some(g) = g {
                    self.push(Inst::Save(2 * g));
                }
                self.emit(n)?;
                if let Some(g) = g {
                    self.push(Inst::Save(2 * g + 1));
                }
            }
            Node::Concat(v) => {
                for n in v {
                    self.emit(n)?;
                }
            }
            Node::Alt(v) => {
                let mut jumps = Vec::new();
                for (k, n) in v.iter().enumerate() {
                    if k + 1 < v.len() {
                        let split = self.push(Inst::Split(0, 0));
                        self.emit(n)?;
                        jumps.push(self.push(Inst::Jmp(0)));
                        let next = self.insts.len();
                        self.insts[split] = Inst::Split(split + 1, next);
                    } else {
                        self.emit(n)?;
                    }
                }
                let end = self.insts.len();
                for j in jumps {
                    self.insts[j] = Inst::Jmp(end);
                }
            }
            Node::Repeat {
                node,
                min,
                max,
                greedy,
                possessive,
            } => {
                if *possessive {
                    let inner = Node::Repeat {
                        node: node.clone(),
                        min: *min,
                        max: *max,
                        greedy: true,
                        possessive: false,
                    };
                    return self.emit(&Node::Atomic(Box::new(inner)));
                }
                for _ in 0..*min {
                    self.emit(node)?;
                }
                match max {
                    None => {
                        let reg = self.slots;
                        self.slots += 1;
                        let split = self.push(Inst::Split(0, 0));
                        self.push(Inst::RepStart(reg));
                        self.emit(node)?;
                        let check = self.push(Inst::RepCheck(reg, 0));
                        self.push(Inst::Jmp(split));
                        let exit = self.insts.len();
                        self.insts[check] = Inst::RepCheck(reg, exit);
                        self.insts[split] = if *greedy {
                            Inst::Split(split + 1, exit)
                        } else {
                            Inst::Split(exit, split + 1)
                        };
                    }
                    Some(max) => {
                        let mut splits = Vec::new();
                        for _ in *min..*max {
                            splits.push(self.push(Inst::Split(0, 0)));
                            self.emit(node)?;
                        }
                        let exit = self.insts.len();
                        for s in splits {
                            self.insts[s] = if *greedy {
                                Inst::Split(s + 1, exit)
                            } else {
                                Inst::Split(exit, s + 1)
                            };
                        }
                    }
                }
            }
            Node::Look {
                behind,
                negate,
                node,
            } => {
                let at = self.push(Inst::SubMatch);
                self.emit(node)?;
                self.push(Inst::SubMatch);
                let next = self.insts.len();
                let behind = behind.then(|| width(node).unwrap_or(0));
                self.insts[at] = Inst::Look {
                    behind,
                    negate: *negate,
                    next,
                };
            }
            Node::Atomic(node) => {
                let at = self.push(Inst::SubMatch);
                self.emit(node)?;
                self.push(Inst::SubMatch);
                let next = self.insts.len();
                self.insts[at] = Inst::Atomic(next);
            }
            Node::Backref(g, f) => {
                self.push(Inst::Backref(*g, *f));
            }
            Node::Cond(g, yes, no) => {
                let at = self.push(Inst::Cond(*g, 0));
                self.emit(yes)?;
                let jmp = self.push(Inst::Jmp(0));
                let no_at = self.insts.len();
                self.emit(no)?;
                let end = self.insts.len();
                self.insts[at] = Inst::Cond(*g, no_at);
                self.insts[jmp] = Inst::Jmp(end);
            }
        }
        Ok(())
    }
}

/// A compiled pattern for the backtracking engine.
pub struct Program {
    insts: Vec<Inst>,
    /// Two per group (group 0 included), then one per unbounded repetition.
    slots: usize,
    pub names: Vec<Option<String>>,
}

enum Frame {
    Alt(usize, usize),
    Restore(usize, Option<usize>),
}

/// How a top-level run must end: at the text's end (`fullmatch`), and not empty at its
/// start (after an empty match, as CPython's `must_advance`).
#[derive(Clone, Copy)]
pub struct Goal {
    pub full: bool,
    pub advance: bool,
}

impl Program {
    pub fn compile(pattern: &str, flags: Flags4) -> Result<Program> {
        let (node, groups, group_names) = parse(pattern, flags)?;
        let mut c = Compiler {
            insts: Vec::new(),
            slots: 2 * (groups + 1),
        };
        c.push(Inst::Save(0));
        c.emit(&node)?;
        c.push(Inst::Save(1));
        c.push(Inst::Match);
        let mut names = vec![None; groups + 1];
        for (n, g) in group_names {
            names[g] = Some(n);
        }
        Ok(Program {
            insts: c.insts,
            slots: c.slots,
            names,
        })
    }

    /// The first match at `start` (or after it, when `scan`) of `text[..]`, as group
    /// slots in characters. Backtracking can take exponential time (as in CPython), so
    /// every step counts as kernel work: a host's time limit or Ctrl-C stops it.
    pub fn find(
        &self,
        text: &[char],
        start: usize,
        scan: bool,
        goal: Goal,
    ) -> Result<Option<Vec<Option<usize>>>> {
        let found = self.find_unchecked(text, start, scan, goal);
        crate::limits::take_kernel_stop()?;
        Ok(found)
    }

    fn find_unchecked(
        &self,
        text: &[char],
        start: usize,
        scan: bool,
        goal: Goal,
    ) -> Option<Vec<Option<usize>>> {
        let mut slots = vec![None; self.slots];
        let last = if scan { text.len() } else { start };
        for at in start..=last {
            let goal = Goal {
                full: goal.full,
                advance: goal.advance && at == start,
            };
            if self
                .run(text, 0, at, &mut slots, Some((goal, at)))
                .is_some()
            {
                return Some(slots);
            }
        }
        None
    }

    fn word_at(text: &[char], i: usize) -> bool {
        i < text.len() && is_word(text[i])
    }

    fn assert(a: Assert, text: &[char], pos: usize) -> bool {
        let n = text.len();
        match a {
            Assert::Start | Assert::TextStart => pos == 0,
            Assert::TextEnd => pos == n,
            Assert::End => pos == n || (pos + 1 == n && text[pos] == '\n'),
            Assert::LineStart => pos == 0 || text[pos - 1] == '\n',
            Assert::LineEnd => pos == n || text[pos] == '\n',
            Assert::Boundary | Assert::NotBoundary => {
                let before = pos > 0 && Self::word_at(text, pos - 1);
                let b = n > 0 && before != Self::word_at(text, pos);
                b == (a == Assert::Boundary)
            }
        }
    }

    /// Runs from `pc` at `pos` to the first `Match` (with `top`'s goal) or `SubMatch`;
    /// the slots then hold that path's captures (and are restored on failure).
    fn run(
        &self,
        text: &[char],
        mut pc: usize,
        mut pos: usize,
        slots: &mut [Option<usize>],
        top: Option<(Goal, usize)>,
    ) -> Option<usize> {
        let mut stack: Vec<Frame> = Vec::new();
        let n = text.len();
        loop {
            if crate::limits::kernel_work(1) {
                return None;
            }
            let ok = match &self.insts[pc] {
                Inst::Char(c, fold) => {
                    let hit = pos < n && (text[pos] == *c || (*fold && lower(text[pos]) == *c));
                    if hit {
                        pos += 1;
                        pc += 1;
                    }
                    hit
                }
                Inst::Set(s) => {
                    let hit = pos < n && s.has(text[pos]);
                    if hit {
                        pos += 1;
                        pc += 1;
                    }
                    hit
                }
                Inst::Any(all) => {
                    let hit = pos < n && (*all || text[pos] != '\n');
                    if hit {
                        pos += 1;
                        pc += 1;
                    }
                    hit
                }
                Inst::Assert(a) => {
                    pc += 1;
                    Self::assert(*a, text, pos)
                }
                Inst::Save(i) | Inst::RepStart(i) => {
                    stack.push(Frame::Restore(*i, slots[*i]));
                    slots[*i] = Some(pos);
                    pc += 1;
                    true
                }
                Inst::RepCheck(i, exit) => {
                    pc = if slots[*i] == Some(pos) {
                        *exit
                    } else {
                        pc + 1
                    };
                    true
                }
                Inst::Split(a, b) => {
                    stack.push(Frame::Alt(*b, pos));
                    pc = *a;
                    true
                }
                Inst::Jmp(t) => {
                    pc = *t;
                    true
                }
                Inst::Look {
                    behind,
                    negate,
                    next,
                } => {
                    let before: Vec<Option<usize>> = slots.to_vec();
                    let at = match behind {
                        Some(w) => pos.checked_sub(*w),
                        None => Some(pos),
                    };
                    let hit =
                        at.is_some_and(|at| self.run(text, pc + 1, at, slots, None).is_some());
                    if hit && !negate {
                        // A positive look-around keeps its captures.
                        for (i, old) in before.into_iter().enumerate() {
                            if slots[i] != old {
                                stack.push(Frame::Restore(i, old));
                            }
                        }
                    } else if hit {
                        slots.copy_from_slice(&before);
                    }
                    pc = *next;
                    hit != *negate
                }
                Inst::Atomic(next) => {
                    let before: Vec<Option<usize>> = slots.to_vec();
                    match self.run(text, pc + 1, pos, slots, None) {
                        Some(end) => {
                            for (i, old) in before.into_iter().enumerate() {
                                if slots[i] != old {
                                    stack.push(Frame::Restore(i, old));
                                }
                            }
                            pos = end;
                            pc = *next;
                            true
                        }
                        None => false,
                    }
                }
                Inst::Backref(g, fold) => match (slots[2 * g], slots[2 * g + 1]) {
                    (Some(s), Some(e)) if e >= s => {
                        let len = e - s;
                        let eq = |a: char, b: char| a == b || (*fold && lower(a) == lower(b));
                        let hit =
                            pos + len <= n && (0..len).all(|k| eq(text[s + k], text[pos + k]));
                        if hit {
                            pos += len;
                            pc += 1;
                        }
                        hit
                    }
                    _ => false,
                },
                Inst::Cond(g, no) => {
                    let set = slots[2 * g].is_some() && slots[2 * g + 1].is_some();
                    pc = if set { pc + 1 } else { *no };
                    true
                }
                Inst::SubMatch => return Some(pos),
                Inst::Match => match top {
                    Some((goal, start)) => {
                        let refused = (goal.full && pos != n) || (goal.advance && pos == start);
                        if !refused {
                            return Some(pos);
                        }
                        false
                    }
                    None => return Some(pos),
                },
            };
            if ok {
                continue;
            }
            loop {
                match stack.pop() {
                    None => return None,
                    Some(Frame::Restore(i, v)) => slots[i] = v,
                    Some(Frame::Alt(p, q)) => {
                        pc = p;
                        pos = q;
                        break;
                    }
                }
            }
        }
    }
}

/// (IGNORECASE, MULTILINE, DOTALL, VERBOSE).
pub type Flags4 = (bool, bool, bool, bool);
