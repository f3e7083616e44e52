//! Python's `re` pattern syntax (CPython 3.11's sre_parse) as a tree for the backtracking
//! engine (regex_backtrack.rs), with sre_parse's error messages and positions, and the
//! Unicode meaning of `\d`, `\w`, `\s` and IGNORECASE as sre gives them.

use crate::error::{ErrorKind, Result, TorchError};
use unicode_general_category::{get_general_category, GeneralCategory as G};

/// A character class escape (`\d`, `\w`, `\s`), with Python's Unicode definitions.
#[derive(Clone, Copy)]
enum Class {
    Digit,
    Word,
    Space,
}

impl Class {
    fn has(self, c: char) -> bool {
        match self {
            Class::Digit => c.is_ascii_digit() || get_general_category(c) == G::DecimalNumber,
            Class::Word => is_word(c),
            Class::Space => c.is_whitespace() || ('\x1c'..='\x1f').contains(&c),
        }
    }
}

/// `str.isalnum() or c == "_"`: sre's Unicode word character.
pub(super) fn is_word(c: char) -> bool {
    if c.is_ascii_alphanumeric() || c == '_' {
        return true;
    }
    matches!(
        get_general_category(c),
        G::UppercaseLetter
            | G::LowercaseLetter
            | G::TitlecaseLetter
            | G::ModifierLetter
            | G::OtherLetter
            | G::DecimalNumber
            | G::LetterNumber
            | G::OtherNumber
    )
}

#[derive(Clone)]
enum SetItem {
    Range(char, char),
    Class(Class, bool),
}

#[derive(Clone)]
pub(super) struct Set {
    items: Vec<SetItem>,
    negated: bool,
    fold: bool,
}

impl Set {
    fn has_exact(&self, c: char) -> bool {
        self.items.iter().any(|it| match *it {
            SetItem::Range(lo, hi) => lo <= c && c <= hi,
            SetItem::Class(k, neg) => k.has(c) != neg,
        })
    }
    pub(super) fn has(&self, c: char) -> bool {
        let mut hit = self.has_exact(c);
        if !hit && self.fold {
            hit = self.has_exact(lower(c)) || self.has_exact(upper(c));
        }
        hit != self.negated
    }
}

pub(super) fn lower(c: char) -> char {
    let mut l = c.to_lowercase();
    match (l.next(), l.next()) {
        (Some(x), None) => x,
        _ => c,
    }
}

fn upper(c: char) -> char {
    let mut u = c.to_uppercase();
    match (u.next(), u.next()) {
        (Some(x), None) => x,
        _ => c,
    }
}

#[derive(Clone, Copy, PartialEq)]
pub(super) enum Assert {
    Start,
    End,
    LineStart,
    LineEnd,
    TextStart,
    TextEnd,
    Boundary,
    NotBoundary,
}

#[derive(Clone)]
pub(super) enum Node {
    Empty,
    Char(char, bool),
    Set(Set),
    Any(bool),
    Assert(Assert),
    Group(Option<usize>, Box<Node>),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat {
        node: Box<Node>,
        min: u32,
        max: Option<u32>,
        greedy: bool,
        possessive: bool,
    },
    Look {
        behind: bool,
        negate: bool,
        node: Box<Node>,
    },
    Atomic(Box<Node>),
    Backref(usize, bool),
    Cond(usize, Box<Node>, Box<Node>),
}

/// Python's flags as they apply at one place of the pattern.
#[derive(Clone, Copy)]
struct Flags {
    i: bool,
    m: bool,
    s: bool,
    x: bool,
}

fn error(msg: impl Into<String>, pos: usize) -> TorchError {
    // re.py turns a ValueError into re.error with the position's words.
    TorchError::new(
        ErrorKind::ValueError,
        format!("{} at position {pos}", msg.into()),
    )
}

struct Parser<'a> {
    p: &'a [char],
    i: usize,
    groups: usize,
    names: Vec<(String, usize)>,
    /// Group references by name seen before their group (`(?P=n)`, `(?(n)...)`).
    open: Vec<usize>,
    /// How many groups enclose the one being parsed (the parser, the compiler and the
    /// look-around matcher recurse once per level).
    depth: usize,
}

/// Group nesting past which a pattern is refused as CPython's recursive parser refuses it:
/// at a script's top level CPython 3.11 compiles 495 nested groups of any kind and raises
/// RecursionError at 496 (measured).
pub(super) const MAX_DEPTH: usize = 495;

/// How deeply `pattern`'s groups nest (escapes and character classes skipped), so both
/// engines refuse the same patterns.
pub(super) fn group_depth(pattern: &str) -> usize {
    let (mut depth, mut deepest, mut class) = (0usize, 0usize, false);
    let mut chars = pattern.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '[' if !class => {
                class = true;
                // A `]` (or `^]`) right after the opening bracket is a member.
                if chars.peek() == Some(&'^') {
                    chars.next();
                }
                if chars.peek() == Some(&']') {
                    chars.next();
                }
            }
            ']' if class => class = false,
            '(' if !class => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            ')' if !class => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    deepest
}

/// CPython's error for a pattern nested past `MAX_DEPTH`.
pub(super) fn too_deep() -> TorchError {
    TorchError::new(
        ErrorKind::RecursionError,
        "maximum recursion depth exceeded",
    )
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.p.get(self.i).copied()
    }
    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn skip_verbose(&mut self, f: Flags) {
        if !f.x {
            return;
        }
        while let Some(c) = self.peek() {
            if c.is_whitespace() {
                self.i += 1;
            } else if c == '#' {
                while let Some(c) = self.peek() {
                    self.i += 1;
                    if c == '\n' {
                        break;
                    }
                }
            } else {
                break;
            }
        }
    }

    fn alternation(&mut self, f: Flags) -> Result<Node> {
        let mut alts = vec![self.sequence(f)?];
        while self.eat('|') {
            alts.push(self.sequence(f)?);
        }
        Ok(if alts.len() == 1 {
            alts.pop().unwrap_or(Node::Empty)
        } else {
            Node::Alt(alts)
        })
    }

    fn sequence(&mut self, mut f: Flags) -> Result<Node> {
        let mut items = Vec::new();
        loop {
            self.skip_verbose(f);
            match self.peek() {
                None | Some('|') | Some(')') => break,
                _ => {}
            }
            let start = self.i;
            let atom = match self.atom(&mut f)? {
                Some(a) => a,
                None => continue,
            };
            self.skip_verbose(f);
            let atom = self.quantifier(atom, start, f)?;
            items.push(atom);
        }
        Ok(match items.len() {
            0 => Node::Empty,
            1 => items.pop().unwrap_or(Node::Empty),
            _ => Node::Concat(items),
        })
    }

    fn number(&mut self) -> Option<u32> {
        let start = self.i;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.i += 1;
        }
        let s: String = self.p[start..self.i].iter().collect();
        s.parse().ok()
    }

    fn quantifier(&mut self, atom: Node, start: usize, f: Flags) -> Result<Node> {
        let at = self.i;
        let (min, max) = match self.peek() {
            Some('*') => (0, None),
            Some('+') => (1, None),
            Some('?') => (0, Some(1)),
            Some('{') => {
                self.i += 1;
                let lo = self.number();
                let (lo, hi) = if self.eat(',') {
                    (lo.unwrap_or(0), self.number())
                } else {
                    match lo {
                        Some(n) => (n, Some(n)),
                        None => {
                            self.i = at;
                            return Ok(atom);
                        }
                    }
                };
                if !self.eat('}') {
                    // Not a repeat: `{` is a literal, as in Python.
                    self.i = at;
                    return Ok(atom);
                }
                if hi.is_some_and(|h| h < lo) {
                    return Err(error("min repeat greater than max repeat", at + 1));
                }
                self.i -= 1;
                (lo, hi)
            }
            _ => return Ok(atom),
        };
        self.i += 1;
        if matches!(atom, Node::Assert(_) | Node::Look { .. } | Node::Empty) || start == at {
            return Err(error("nothing to repeat", at));
        }
        if matches!(atom, Node::Repeat { .. }) {
            return Err(error("multiple repeat", at));
        }
        let greedy = !self.eat('?');
        let possessive = greedy && self.eat('+');
        self.skip_verbose(f);
        if matches!(self.peek(), Some('*' | '+' | '?'))
            || (self.peek() == Some('{') && {
                self.i += 1;
                let q = self.quantifier_like();
                self.i -= 1;
                q
            })
        {
            return Err(error("multiple repeat", self.i));
        }
        Ok(Node::Repeat {
            node: Box::new(atom),
            min,
            max,
            greedy,
            possessive,
        })
    }

    fn group_name(&mut self, close: char) -> Result<String> {
        let start = self.i;
        while self.peek().is_some_and(|c| c != close) {
            self.i += 1;
        }
        let name: String = self.p[start..self.i].iter().collect();
        if !self.eat(close) {
            return Err(error("missing >, unterminated name", start));
        }
        if name.is_empty() {
            return Err(error("missing group name", start));
        }
        Ok(name)
    }

    fn group_ref(&self, name: &str, at: usize) -> Result<usize> {
        if let Ok(n) = name.parse::<usize>() {
            return Ok(n);
        }
        self.names
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, g)| *g)
            .ok_or_else(|| error(format!("unknown group name '{name}'"), at))
    }

    fn close(&mut self, start: usize) -> Result<()> {
        if self.eat(')') {
            Ok(())
        } else {
            Err(error("missing ), unterminated subpattern", start))
        }
    }

    /// One atom; None for what matches nothing and takes no quantifier (a comment, global
    /// flags).
    fn atom(&mut self, f: &mut Flags) -> Result<Option<Node>> {
        let start = self.i;
        let c = self.p[self.i];
        self.i += 1;
        Ok(Some(match c {
            '.' => Node::Any(f.s),
            '^' => Node::Assert(if f.m {
                Assert::LineStart
            } else {
                Assert::Start
            }),
            '$' => Node::Assert(if f.m { Assert::LineEnd } else { Assert::End }),
            '[' => Node::Set(self.set(*f)?),
            '\\' => self.escape(*f)?,
            '(' => return self.group(f, start),
            '*' | '+' | '?' => return Err(error("nothing to repeat", start)),
            '{' if self.quantifier_like() => return Err(error("nothing to repeat", start)),
            c => Node::Char(if f.i { lower(c) } else { c }, f.i),
        }))
    }

    fn quantifier_like(&self) -> bool {
        let rest: String = self.p[self.i..].iter().take(12).collect();
        let body = rest.split('}').next().unwrap_or("");
        rest.contains('}')
            && !body.is_empty()
            && body.chars().all(|c| c.is_ascii_digit() || c == ',')
            && body.chars().next().is_some_and(|c| c.is_ascii_digit())
    }

    fn group(&mut self, f: &mut Flags, start: usize) -> Result<Option<Node>> {
        if self.depth >= MAX_DEPTH {
            return Err(too_deep());
        }
        self.depth += 1;
        let g = self.group_body(f, start);
        self.depth -= 1;
        g
    }

    fn group_body(&mut self, f: &mut Flags, start: usize) -> Result<Option<Node>> {
        if !self.eat('?') {
            self.groups += 1;
            let g = self.groups;
            self.open.push(g);
            let inner = self.alternation(*f)?;
            self.open.pop();
            self.close(start)?;
            return Ok(Some(Node::Group(Some(g), Box::new(inner))));
        }
        let look = |behind, negate, node| Node::Look {
            behind,
            negate,
            node: Box::new(node),
        };
        let c = self
            .peek()
            .ok_or_else(|| error("unexpected end of pattern", self.i))?;
        self.i += 1;
        let node =
            match c {
                ':' => Node::Group(None, Box::new(self.alternation(*f)?)),
                '=' | '!' => look(false, c == '!', self.alternation(*f)?),
                '>' => Node::Atomic(Box::new(self.alternation(*f)?)),
                '<' if matches!(self.peek(), Some('=' | '!')) => {
                    let negate = self.peek() == Some('!');
                    self.i += 1;
                    let at = self.i;
                    let body = self.alternation(*f)?;
                    if width(&body).is_none() {
                        let _ = at;
                        return Err(TorchError::new(
                            ErrorKind::ValueError,
                            "look-behind requires fixed-width pattern",
                        ));
                    }
                    look(true, negate, body)
                }
                'P' if self.eat('<') => {
                    let at = self.i;
                    let name = self.group_name('>')?;
                    if let Some((_, was)) = self.names.iter().find(|(n, _)| *n == name) {
                        let msg = format!(
                            "redefinition of group name '{name}' as group {}; was group {was}",
                            self.groups + 1
                        );
                        return Err(error(msg, at));
                    }
                    self.groups += 1;
                    let g = self.groups;
                    self.names.push((name, g));
                    self.open.push(g);
                    let inner = self.alternation(*f)?;
                    self.open.pop();
                    self.close(start)?;
                    return Ok(Some(Node::Group(Some(g), Box::new(inner))));
                }
                'P' if self.eat('=') => {
                    let at = self.i;
                    let name = self.group_name(')')?;
                    let g = self.group_ref(&name, at)?;
                    if self.open.contains(&g) {
                        return Err(error("cannot refer to an open group", at));
                    }
                    return Ok(Some(Node::Backref(g, f.i)));
                }
                '#' => {
                    while self.peek().is_some_and(|c| c != ')') {
                        self.i += 1;
                    }
                    self.close(start)?;
                    return Ok(None);
                }
                '(' => {
                    let at = self.i;
                    let name = self.group_name(')')?;
                    let g = self.group_ref(&name, at)?;
                    if g > self.groups {
                        return Err(error(format!("invalid group reference {g}"), at));
                    }
                    let yes = self.sequence(*f)?;
                    let no = if self.eat('|') {
                        self.sequence(*f)?
                    } else {
                        Node::Empty
                    };
                    if self.peek() == Some('|') {
                        return Err(error(
                            "conditional backref with more than two branches",
                            self.i,
                        ));
                    }
                    Node::Cond(g, Box::new(yes), Box::new(no))
                }
                c if "aiLmsux-".contains(c) => {
                    self.i -= 1;
                    let mut on = true;
                    let mut scoped = *f;
                    while let Some(c) = self.peek() {
                        self.i += 1;
                        match c {
                            'i' => scoped.i = on,
                            'm' => scoped.m = on,
                            's' => scoped.s = on,
                            'x' => scoped.x = on,
                            'u' => {}
                            '-' => on = false,
                            ':' => {
                                let inner = self.alternation(scoped)?;
                                self.close(start)?;
                                return Ok(Some(Node::Group(None, Box::new(inner))));
                            }
                            ')' => {
                                if start != 0 {
                                    return Err(error(
                                        "global flags not at the start of the expression",
                                        start,
                                    ));
                                }
                                *f = scoped;
                                return Ok(None);
                            }
                            'a' | 'L' => return Err(TorchError::new(
                                ErrorKind::NotImplementedError,
                                "re: the inline flags (?a) and (?L) are not supported in stridelab",
                            )),
                            _ => return Err(error("unknown flag", self.i - 1)),
                        }
                    }
                    return Err(error("missing -, : or )", self.i));
                }
                _ => return Err(error(format!("unknown extension ?{c}"), start + 1)),
            };
        self.close(start)?;
        Ok(Some(node))
    }

    /// A character escape shared by classes and the pattern (`\n`, `\x41`, ...).
    fn char_escape(&mut self, c: char, at: usize) -> Result<Option<char>> {
        let hex = |s: &mut Self, n: usize| -> Result<char> {
            let digits: String = s.p.get(s.i..s.i + n).unwrap_or(&[]).iter().collect();
            let v = (digits.len() == n)
                .then(|| u32::from_str_radix(&digits, 16).ok())
                .flatten()
                .and_then(char::from_u32);
            s.i += n;
            v.ok_or_else(|| error(format!("incomplete escape \\{c}{digits}"), at))
        };
        Ok(Some(match c {
            'n' => '\n',
            't' => '\t',
            'r' => '\r',
            'f' => '\x0c',
            'v' => '\x0b',
            'a' => '\x07',
            'x' => hex(self, 2)?,
            'u' => hex(self, 4)?,
            'U' => hex(self, 8)?,
            'N' => {
                return Err(TorchError::new(
                    ErrorKind::NotImplementedError,
                    "re: a named character escape (\\N{...}) is not supported in stridelab",
                ))
            }
            c if c.is_ascii_alphanumeric() => return Ok(None),
            c => c,
        }))
    }

    fn escape(&mut self, f: Flags) -> Result<Node> {
        let at = self.i - 1;
        let c = self
            .peek()
            .ok_or_else(|| error("bad escape (end of pattern)", at))?;
        self.i += 1;
        let class = |k, neg| {
            Node::Set(Set {
                items: vec![SetItem::Class(k, neg)],
                negated: false,
                fold: false,
            })
        };
        Ok(match c {
            'd' | 'D' => class(Class::Digit, c == 'D'),
            'w' | 'W' => class(Class::Word, c == 'W'),
            's' | 'S' => class(Class::Space, c == 'S'),
            'b' => Node::Assert(Assert::Boundary),
            'B' => Node::Assert(Assert::NotBoundary),
            'A' => Node::Assert(Assert::TextStart),
            'Z' => Node::Assert(Assert::TextEnd),
            '0' => Node::Char(self.octal(0), f.i),
            '1'..='9' => {
                let mut n = c as usize - '0' as usize;
                if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                    n = n * 10 + (self.p[self.i] as usize - '0' as usize);
                    self.i += 1;
                }
                if n > self.groups {
                    return Err(error(format!("invalid group reference {n}"), at + 1));
                }
                if self.open.contains(&n) {
                    return Err(error("cannot refer to an open group", at));
                }
                Node::Backref(n, f.i)
            }
            c => match self.char_escape(c, at)? {
                Some(ch) => Node::Char(if f.i { lower(ch) } else { ch }, f.i),
                None => return Err(error(format!("bad escape \\{c}"), at)),
            },
        })
    }

    fn octal(&mut self, mut v: u32) -> char {
        for _ in 0..2 {
            match self.peek() {
                Some(d @ '0'..='7') => {
                    v = v * 8 + (d as u32 - '0' as u32);
                    self.i += 1;
                }
                _ => break,
            }
        }
        char::from_u32(v).unwrap_or('\0')
    }

    fn set(&mut self, f: Flags) -> Result<Set> {
        let start = self.i - 1;
        let negated = self.eat('^');
        let mut items = Vec::new();
        let mut first = true;
        loop {
            let Some(c) = self.peek() else {
                return Err(error("unterminated character set", start));
            };
            self.i += 1;
            if c == ']' && !first {
                break;
            }
            first = false;
            let lo = if c == '\\' {
                let at = self.i - 1;
                let e = self
                    .peek()
                    .ok_or_else(|| error("unterminated character set", start))?;
                self.i += 1;
                match e {
                    'd' | 'D' => {
                        items.push(SetItem::Class(Class::Digit, e == 'D'));
                        continue;
                    }
                    'w' | 'W' => {
                        items.push(SetItem::Class(Class::Word, e == 'W'));
                        continue;
                    }
                    's' | 'S' => {
                        items.push(SetItem::Class(Class::Space, e == 'S'));
                        continue;
                    }
                    'b' => '\x08',
                    '0'..='7' => self.octal(e as u32 - '0' as u32),
                    e => self
                        .char_escape(e, at)?
                        .ok_or_else(|| error(format!("bad escape \\{e}"), at))?,
                }
            } else {
                c
            };
            if self.peek() == Some('-') && self.p.get(self.i + 1).is_some_and(|&n| n != ']') {
                self.i += 1;
                let at = self.i;
                let mut hi = self.p[self.i];
                self.i += 1;
                if hi == '\\' {
                    let e = self
                        .peek()
                        .ok_or_else(|| error("unterminated character set", start))?;
                    self.i += 1;
                    hi = match e {
                        '0'..='7' => self.octal(e as u32 - '0' as u32),
                        'b' => '\x08',
                        e => self.char_escape(e, at)?.ok_or_else(|| {
                            let r: String = self.p[at - 2..self.i].iter().collect();
                            error(format!("bad character range {r}"), at - 2)
                        })?,
                    };
                }
                if hi < lo {
                    let r: String = self.p[at - 2..self.i].iter().collect();
                    return Err(error(format!("bad character range {r}"), at - 2));
                }
                items.push(SetItem::Range(lo, hi));
            } else {
                items.push(SetItem::Range(lo, lo));
            }
        }
        Ok(Set {
            items,
            negated,
            fold: f.i,
        })
    }
}

/// The fixed width of a look-behind's body, or None.
pub(super) fn width(n: &Node) -> Option<usize> {
    Some(match n {
        Node::Empty | Node::Assert(_) | Node::Look { .. } => 0,
        Node::Char(..) | Node::Set(_) | Node::Any(_) => 1,
        Node::Group(_, n) | Node::Atomic(n) => width(n)?,
        Node::Concat(v) => v.iter().map(width).sum::<Option<usize>>()?,
        Node::Alt(v) => {
            let w = width(&v[0])?;
            if v.iter().all(|n| width(n) == Some(w)) {
                w
            } else {
                return None;
            }
        }
        Node::Repeat { node, min, max, .. } if *max == Some(*min) => width(node)? * *min as usize,
        Node::Cond(_, a, b) if width(a).is_some() && width(a) == width(b) => width(a)?,
        _ => return None,
    })
}

/// A parsed pattern: its tree, its group count, and its named groups' numbers.
pub(super) type Parsed = (Node, usize, Vec<(String, usize)>);

/// The tree of `pattern` under the flags (IGNORECASE, MULTILINE, DOTALL, VERBOSE), its
/// group count and its group names.
pub(super) fn parse(pattern: &str, flags: (bool, bool, bool, bool)) -> Result<Parsed> {
    let chars: Vec<char> = pattern.chars().collect();
    let mut p = Parser {
        p: &chars,
        i: 0,
        groups: 0,
        names: Vec::new(),
        open: Vec::new(),
        depth: 0,
    };
    let f = Flags {
        i: flags.0,
        m: flags.1,
        s: flags.2,
        x: flags.3,
    };
    let node = p.alternation(f)?;
    if p.i < chars.len() {
        return Err(error("unbalanced parenthesis", p.i));
    }
    Ok((node, p.groups, p.names))
}
