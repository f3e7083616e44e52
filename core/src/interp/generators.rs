//! Generator functions. Calling a function whose body holds `yield` makes a generator
//! object; each `next()` runs its body up to the next `yield` and keeps its place.
//!
//! The evaluator is a tree walker, so a paused function cannot keep its place on the native
//! stack. A generator instead keeps an explicit stack of frames, one per compound statement
//! it is inside (`for`, `while`, `if`, `try`) and one per block; only statements that hold
//! a `yield` are stepped through this way, every other statement runs whole on the ordinary
//! evaluator. Frames name their block by a path of statement indices from the function body,
//! so the stack owns no borrow of the tree.

use super::ast::{Expr, ExprKind, FunctionDef, Stmt, StmtKind};
use super::builtins;
use super::eval::{Flow, Interp};
use super::protocol::Object;
use super::value::*;
use crate::error::{runtime, ErrorKind, Result, TorchError};
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

/// Which block of a compound statement.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Part {
    Body,
    OrElse,
    Branch(usize),
    Handler(usize),
    Finally,
}

/// A block: the statement indices and parts that lead to it from the function body.
type Path = Rc<Vec<(usize, Part)>>;

fn child(path: &Path, idx: usize, part: Part) -> Path {
    let mut p = (**path).clone();
    p.push((idx, part));
    Rc::new(p)
}

/// What is pending while a `finally` block runs.
enum Pending {
    Error(TorchError),
    Break,
    Continue,
    Return(Value),
}

#[derive(PartialEq)]
enum TryStage {
    Body,
    Handler,
    Else,
    Finally,
}

enum Frame {
    /// The statements of a block, `next` the one to run.
    Block {
        path: Path,
        next: usize,
    },
    /// A `for` statement (statement `idx` of block `path`) and its iterator.
    For {
        path: Path,
        idx: usize,
        iter: Value,
    },
    While {
        path: Path,
        idx: usize,
    },
    /// `yield from` an iterator.
    YieldFrom {
        iter: Value,
    },
    /// `x = yield v`: on resume, the sent value (None for `next`) goes to the targets of
    /// statement `idx`.
    AssignSent {
        path: Path,
        idx: usize,
        sent: Value,
    },
    Try {
        path: Path,
        idx: usize,
        stage: TryStage,
        pending: Option<Pending>,
    },
}

/// What one step of the body did.
enum Step {
    Yield(Value),
    Return(Value),
}

impl GenState {
    /// Marks the generator running and hands out its place (a generator cannot resume
    /// itself).
    fn start_resume(&mut self) -> Result<(Option<Env>, Vec<Frame>)> {
        if self.running {
            return Err(TorchError::new(
                ErrorKind::ValueError,
                "generator already executing",
            ));
        }
        self.running = true;
        Ok((self.env.clone(), std::mem::take(&mut self.frames)))
    }

    /// The generator is done: it drops its frames and scope.
    fn end(&mut self) {
        self.finished = true;
        self.frames.clear();
        self.env = None;
    }
}

struct GenState {
    env: Option<Env>,
    frames: Vec<Frame>,
    running: bool,
    finished: bool,
    /// The value of the body's `return` (what `StopIteration.value` holds).
    returned: Option<Value>,
    /// What `send(v)` hands the paused `x = yield ...` on the next resume.
    sent: Value,
}

pub struct Generator {
    def: Rc<FunctionDef>,
    state: RefCell<GenState>,
    /// Set when a generator function was decorated with `@torch.no_grad()` (false) or
    /// `@torch.enable_grad()` (true): its body runs in that mode at every resume, the
    /// caller's code between resumes in its own, as PyTorch's `_wrap_generator` does.
    pub grad_mode: std::cell::Cell<Option<bool>>,
}

impl Generator {
    pub fn start(def: Rc<FunctionDef>, env: Env) -> Value {
        Value::Object(Rc::new(Generator {
            def,
            state: RefCell::new(GenState {
                env: Some(env),
                frames: vec![Frame::Block {
                    path: Rc::new(vec![]),
                    next: 0,
                }],
                running: false,
                finished: false,
                returned: None,
                sent: Value::None,
            }),
            grad_mode: std::cell::Cell::new(None),
        }))
    }
}

impl Object for Generator {
    fn type_name(&self) -> String {
        "generator".into()
    }
    fn repr(&self) -> String {
        format!(
            "<generator object {} at {:#x}>",
            self.def.name, self as *const _ as usize
        )
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn is_iterator(&self) -> bool {
        true
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(match name {
            "send" | "close" | "throw" | "__next__" => Some(Value::method(this.clone(), name)),
            "__name__" => Some(Value::str(&self.def.name)),
            _ => None,
        })
    }
    fn call_method(
        &self,
        it: &mut Interp,
        this: &Value,
        name: &str,
        a: super::args::Args,
    ) -> Result<Value> {
        match name {
            "__next__" | "send" => {
                if name == "send" {
                    let sent = a.pos.first().cloned().unwrap_or(Value::None);
                    let fresh = matches!(
                        self.state.borrow().frames.as_slice(),
                        [Frame::Block { next: 0, .. }]
                    ) && !self.state.borrow().finished;
                    if fresh && !matches!(sent, Value::None) {
                        return Err(TorchError::new(
                            ErrorKind::TypeError,
                            "can't send non-None value to a just-started generator",
                        ));
                    }
                    self.state.borrow_mut().sent = sent;
                }
                let r = self.next(it, this)?;
                self.yielded_or_stop(it, r)
            }
            "close" => self.close(it),
            "throw" => {
                let exc = a.pos.first().cloned().ok_or_else(|| {
                    TorchError::new(
                        ErrorKind::TypeError,
                        "throw expected at least 1 argument, got 0",
                    )
                })?;
                // The old form `throw(Type, value)`: the instance is `Type(value)` (or
                // `Type(*value)` for a tuple) unless `value` already is one.
                let exc = match (&exc, a.pos.get(1)) {
                    (Value::Class(_) | Value::Builtin(_), Some(v)) if !matches!(v, Value::None) => {
                        if super::exceptions::is_instance_of_builtin(v, "BaseException") {
                            v.clone()
                        } else {
                            let args = match v.tuple_items() {
                                Some(items) => items.to_vec(),
                                None => vec![v.clone()],
                            };
                            it.call(&exc, super::args::Args::new(args))?
                        }
                    }
                    _ => exc,
                };
                let r = self.throw(it, &exc)?;
                self.yielded_or_stop(it, r)
            }
            _ => Err(super::protocol::no_attribute("generator", name)),
        }
    }
    fn next(&self, it: &mut Interp, _this: &Value) -> Result<Option<Value>> {
        let _mode = self.grad_mode.get().map(grad_guard);
        let (env, mut frames) = {
            let mut s = self.state.borrow_mut();
            if s.finished {
                // The return value went with the StopIteration that ended it.
                s.returned = None;
                return Ok(None);
            }
            s.start_resume()?
        };
        let sent = std::mem::replace(&mut self.state.borrow_mut().sent, Value::None);
        if let Some(Frame::AssignSent { sent: slot, .. }) = frames.last_mut() {
            *slot = sent;
        }
        let r = it.resume_generator(&self.def, env, &mut frames, None);
        self.state.borrow_mut().frames = frames;
        self.settle(r)
    }
}

impl Generator {
    /// What `__next__`, `send` and `throw` return: the value yielded, or the StopIteration
    /// that carries what the body returned.
    fn yielded_or_stop(&self, it: &mut Interp, r: Option<Value>) -> Result<Value> {
        match r {
            Some(v) => Ok(v),
            None => {
                let r = self.state.borrow_mut().returned.take();
                Err(super::iterators::stop_iteration(r.as_ref(), it)?)
            }
        }
    }

    /// `throw(exc)`: the exception is raised at the paused `yield` (a generator not yet
    /// started, or finished, raises it at once and is done), and the body's handlers see it,
    /// as `contextlib.contextmanager` needs. Returns the next yielded value, or None when the
    /// body returned.
    fn throw(&self, it: &mut Interp, exc: &Value) -> Result<Option<Value>> {
        let err = super::exceptions::raise_value(it, exc)?;
        let _mode = self.grad_mode.get().map(grad_guard);
        let (env, mut frames) = {
            let mut s = self.state.borrow_mut();
            let fresh = matches!(s.frames.as_slice(), [Frame::Block { next: 0, .. }]);
            if s.finished {
                return Err(err);
            }
            if fresh {
                // The body's first line raises it, so PEP 479 applies as to any raise.
                s.end();
                if err.kind == ErrorKind::StopIteration {
                    return Err(runtime("generator raised StopIteration"));
                }
                return Err(err);
            }
            s.start_resume()?
        };
        let r = it.resume_generator(&self.def, env, &mut frames, Some(err));
        self.state.borrow_mut().frames = frames;
        self.settle(r)
    }

    /// `close()`: GeneratorExit is raised at the paused `yield`, so the body's `finally`
    /// blocks (and any `except GeneratorExit`) run, as in CPython. A body that yields again
    /// is CPython's RuntimeError; one that lets GeneratorExit out or returns is closed.
    fn close(&self, it: &mut Interp) -> Result<Value> {
        let (env, mut frames) = {
            let mut s = self.state.borrow_mut();
            let fresh = matches!(s.frames.as_slice(), [Frame::Block { next: 0, .. }]);
            if s.finished || fresh {
                s.end();
                return Ok(Value::None);
            }
            s.start_resume()?
        };
        let exit = super::exceptions::raise_value(it, &Value::builtin("GeneratorExit"))?;
        let r = it.resume_generator(&self.def, env, &mut frames, Some(exit));
        self.state.borrow_mut().frames = frames;
        match self.settle(r) {
            Ok(Some(_)) => {
                let mut s = self.state.borrow_mut();
                s.end();
                Err(runtime("generator ignored GeneratorExit"))
            }
            Ok(None) => Ok(Value::None),
            Err(e) if super::exceptions::is_builtin_class(&e, "GeneratorExit") => Ok(Value::None),
            Err(e) => Err(e),
        }
    }

    /// After a resume: the generator's new state, and what `next()` returns.
    fn settle(&self, r: Result<Step>) -> Result<Option<Value>> {
        // As for calls: an error inside our own Python is reported at the script's line.
        let r = match r {
            Err(mut e) if self.def.library => {
                e.span = None;
                Err(e)
            }
            r => r,
        };
        let mut s = self.state.borrow_mut();
        s.running = false;
        match r {
            Ok(Step::Yield(v)) => Ok(Some(v)),
            Ok(Step::Return(v)) => {
                s.end();
                s.returned = Some(v);
                Ok(None)
            }
            Err(e) => {
                s.end();
                // PEP 479: a StopIteration escaping the body is a bug, not the end.
                if e.kind == ErrorKind::StopIteration {
                    let mut r = runtime("generator raised StopIteration");
                    r.span = e.span;
                    return Err(r);
                }
                Err(e)
            }
        }
    }
}

/// The block `path` leads to inside `body`.
fn resolve<'a>(body: &'a [Stmt], path: &[(usize, Part)]) -> Result<&'a [Stmt]> {
    let mut b = body;
    for &(i, part) in path {
        let s = b.get(i).ok_or_else(lost)?;
        b = match (&s.kind, part) {
            (StmtKind::For { body, .. }, Part::Body)
            | (StmtKind::While { body, .. }, Part::Body)
            | (StmtKind::Try { body, .. }, Part::Body) => body,
            (StmtKind::For { orelse, .. }, Part::OrElse)
            | (StmtKind::While { orelse, .. }, Part::OrElse)
            | (StmtKind::If { orelse, .. }, Part::OrElse)
            | (StmtKind::Try { orelse, .. }, Part::OrElse) => orelse,
            (StmtKind::If { branches, .. }, Part::Branch(k)) => {
                &branches.get(k).ok_or_else(lost)?.1
            }
            (StmtKind::Match { cases, .. }, Part::Branch(k)) => {
                &cases.get(k).ok_or_else(lost)?.body
            }
            (StmtKind::Try { handlers, .. }, Part::Handler(k)) => {
                &handlers.get(k).ok_or_else(lost)?.body
            }
            (StmtKind::Try { finally, .. }, Part::Finally) => finally,
            _ => return Err(lost()),
        };
    }
    Ok(b)
}

fn lost() -> TorchError {
    runtime("internal error: a generator lost its place in its function")
}

fn stmt_at<'a>(body: &'a [Stmt], path: &[(usize, Part)], idx: usize) -> Result<&'a Stmt> {
    resolve(body, path)?.get(idx).ok_or_else(lost)
}

/// Nesting of resumed generators counts as calls (a generator that drives itself through
/// another is recursion).
const MAX_RESUME_DEPTH: usize = 1000;

thread_local! {
    static RESUMING: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

impl Interp {
    /// The `return` value of a finished generator, for `StopIteration`: reported once, as
    /// CPython's; a later `next()` raises a bare StopIteration.
    pub fn generator_return(&self, v: &Value) -> Option<Value> {
        v.downcast::<Generator>()
            .and_then(|g| g.state.borrow_mut().returned.take())
    }

    fn resume_generator(
        &mut self,
        def: &Rc<FunctionDef>,
        env: Option<Env>,
        frames: &mut Vec<Frame>,
        inject: Option<TorchError>,
    ) -> Result<Step> {
        crate::interp::recursion::check_stack()?;
        let _frame =
            crate::interp::recursion::enter_frames(crate::interp::recursion::RESUME_FRAMES)?;
        let depth = RESUMING.with(|d| d.get());
        if depth >= MAX_RESUME_DEPTH {
            return Err(TorchError::new(
                ErrorKind::RecursionError,
                "maximum recursion depth exceeded",
            ));
        }
        RESUMING.with(|d| d.set(depth + 1));
        // While it runs, the generator's body is a frame of the stack (inspect, locals()).
        let pushed = env
            .clone()
            .map(|e| self.push_frame(e, def.clone()))
            .is_some();
        let saved = self.swap_env(env);
        let saved_span = self.span;
        let was_class_body = std::mem::replace(&mut self.class_body, false);
        // `close()` resumes by raising at the paused `yield`.
        let r = match inject {
            Some(e) => match self.unwind(def, frames, Pending::Error(e)) {
                Ok(Some(step)) => Ok(step),
                Ok(None) => self.run_frames(def, frames),
                Err(e) => Err(e),
            },
            None => self.run_frames(def, frames),
        };
        self.class_body = was_class_body;
        self.swap_env(saved);
        if pushed {
            self.pop_frame();
        }
        self.span = saved_span;
        RESUMING.with(|d| d.set(depth));
        r
    }

    fn run_frames(&mut self, def: &FunctionDef, frames: &mut Vec<Frame>) -> Result<Step> {
        loop {
            match self.step(def, frames) {
                Ok(Some(step)) => return Ok(step),
                Ok(None) => {}
                Err(e) => {
                    if let Some(step) = self.unwind(def, frames, Pending::Error(e))? {
                        return Ok(step);
                    }
                }
            }
        }
    }

    /// Runs one frame's worth: a statement, a loop test, a `yield from` pull.
    fn step(&mut self, def: &FunctionDef, frames: &mut Vec<Frame>) -> Result<Option<Step>> {
        let body = &def.body[..];
        let Some(top) = frames.last_mut() else {
            return Ok(Some(Step::Return(Value::None)));
        };
        match top {
            Frame::Block { path, next } => {
                let block = resolve(body, path)?;
                let Some(s) = block.get(*next) else {
                    frames.pop();
                    return self.block_done(def, frames);
                };
                let (path, idx) = (path.clone(), *next);
                *next += 1;
                if !s.has_yield() {
                    return match self.exec(s)? {
                        Flow::Normal => Ok(None),
                        Flow::Break => self.unwind(def, frames, Pending::Break),
                        Flow::Continue => self.unwind(def, frames, Pending::Continue),
                        Flow::Return(v) => self.unwind(def, frames, Pending::Return(v)),
                    };
                }
                self.span = s.span;
                self.tick()?;
                self.enter_yielding(s, path, idx, frames)
                    .map_err(|e| e.at(s.span))
            }
            Frame::For { path, idx, iter } => {
                let (path, idx, iter) = (path.clone(), *idx, iter.clone());
                let s = stmt_at(body, &path, idx)?;
                let StmtKind::For { target, .. } = &s.kind else {
                    return Err(lost());
                };
                self.span = s.span;
                match self.next_of(&iter).map_err(|e| e.at(s.span))? {
                    Some(v) => {
                        self.tick()?;
                        self.assign(target, v).map_err(|e| e.at(s.span))?;
                        frames.push(Frame::Block {
                            path: child(&path, idx, Part::Body),
                            next: 0,
                        });
                    }
                    None => {
                        frames.pop();
                        frames.push(Frame::Block {
                            path: child(&path, idx, Part::OrElse),
                            next: 0,
                        });
                    }
                }
                Ok(None)
            }
            Frame::While { path, idx } => {
                let (path, idx) = (path.clone(), *idx);
                let s = stmt_at(body, &path, idx)?;
                let StmtKind::While { cond, .. } = &s.kind else {
                    return Err(lost());
                };
                self.span = s.span;
                self.tick()?;
                let c = self.eval(cond).map_err(|e| e.at(s.span))?;
                let part = if self.truthy(&c).map_err(|e| e.at(s.span))? {
                    Part::Body
                } else {
                    frames.pop();
                    Part::OrElse
                };
                frames.push(Frame::Block {
                    path: child(&path, idx, part),
                    next: 0,
                });
                Ok(None)
            }
            Frame::YieldFrom { iter } => {
                let iter = iter.clone();
                match self.next_of(&iter)? {
                    Some(v) => Ok(Some(Step::Yield(v))),
                    None => {
                        frames.pop();
                        Ok(None)
                    }
                }
            }
            Frame::AssignSent { path, idx, sent } => {
                let s = stmt_at(body, path, *idx)?;
                let sent = std::mem::replace(sent, Value::None);
                frames.pop();
                if let StmtKind::Assign { targets, .. } = &s.kind {
                    for t in targets {
                        self.assign(t, sent.clone()).map_err(|e| e.at(s.span))?;
                    }
                }
                Ok(None)
            }
            Frame::Try { .. } => self.block_done(def, frames),
        }
    }

    /// A block finished normally; a `try` frame under it moves to its next stage.
    fn block_done(&mut self, def: &FunctionDef, frames: &mut Vec<Frame>) -> Result<Option<Step>> {
        let Some(Frame::Try {
            path,
            idx,
            stage,
            pending,
        }) = frames.last_mut()
        else {
            return Ok(None);
        };
        let (path, idx) = (path.clone(), *idx);
        let has_finally = matches!(
            &stmt_at(&def.body, &path, idx)?.kind,
            StmtKind::Try { finally, .. } if !finally.is_empty()
        );
        match stage {
            TryStage::Body => {
                *stage = TryStage::Else;
                frames.push(Frame::Block {
                    path: child(&path, idx, Part::OrElse),
                    next: 0,
                });
                Ok(None)
            }
            TryStage::Handler | TryStage::Else => {
                if *stage == TryStage::Handler {
                    self.handling_pop();
                }
                if has_finally {
                    *stage = TryStage::Finally;
                    *pending = None;
                    frames.push(Frame::Block {
                        path: child(&path, idx, Part::Finally),
                        next: 0,
                    });
                } else {
                    frames.pop();
                }
                Ok(None)
            }
            TryStage::Finally => {
                let p = pending.take();
                frames.pop();
                match p {
                    None => Ok(None),
                    Some(p) => self.unwind(def, frames, p),
                }
            }
        }
    }

    /// Starts a statement that holds a `yield`: a yield itself, or a compound statement
    /// whose frames the generator steps through.
    fn enter_yielding(
        &mut self,
        s: &Stmt,
        path: Path,
        idx: usize,
        frames: &mut Vec<Frame>,
    ) -> Result<Option<Step>> {
        let yielded = |me: &mut Self, e: &Option<Box<Expr>>| -> Result<Value> {
            match e {
                Some(e) => me.eval(e),
                None => Ok(Value::None),
            }
        };
        match &s.kind {
            StmtKind::Expr(Expr {
                kind: ExprKind::Yield(e),
                ..
            }) => Ok(Some(Step::Yield(yielded(self, e)?))),
            StmtKind::Expr(Expr {
                kind: ExprKind::YieldFrom(e),
                ..
            }) => {
                let v = self.eval(e)?;
                let iter = self.make_iter(&v)?;
                frames.push(Frame::YieldFrom { iter });
                Ok(None)
            }
            StmtKind::Assign {
                targets,
                value:
                    Expr {
                        kind: ExprKind::Yield(e),
                        ..
                    },
            } if !targets.iter().any(Expr::has_yield) => {
                let v = yielded(self, e)?;
                frames.push(Frame::AssignSent {
                    path,
                    idx,
                    sent: Value::None,
                });
                Ok(Some(Step::Yield(v)))
            }
            StmtKind::For { iter, .. } if !iter.has_yield() => {
                let v = self.eval(iter)?;
                let iter = self.make_iter(&v)?;
                frames.push(Frame::For { path, idx, iter });
                Ok(None)
            }
            StmtKind::While { cond, .. } if !cond.has_yield() => {
                frames.push(Frame::While { path, idx });
                Ok(None)
            }
            StmtKind::If { branches, .. } if !branches.iter().any(|(c, _)| c.has_yield()) => {
                let mut part = Part::OrElse;
                for (k, (cond, _)) in branches.iter().enumerate() {
                    let c = self.eval(cond)?;
                    if self.truthy(&c)? {
                        part = Part::Branch(k);
                        break;
                    }
                }
                frames.push(Frame::Block {
                    path: child(&path, idx, part),
                    next: 0,
                });
                Ok(None)
            }
            StmtKind::Match { subject, cases }
                if !subject.has_yield()
                    && !cases
                        .iter()
                        .any(|c| c.guard.as_ref().is_some_and(Expr::has_yield)) =>
            {
                let v = self.eval(subject)?;
                if let Some(k) = self.select_case(&v, cases)? {
                    frames.push(Frame::Block {
                        path: child(&path, idx, Part::Branch(k)),
                        next: 0,
                    });
                }
                Ok(None)
            }
            StmtKind::Try { .. } => {
                frames.push(Frame::Try {
                    path: path.clone(),
                    idx,
                    stage: TryStage::Body,
                    pending: None,
                });
                frames.push(Frame::Block {
                    path: child(&path, idx, Part::Body),
                    next: 0,
                });
                Ok(None)
            }
            _ => Err(TorchError::new(
                ErrorKind::NotImplementedError,
                "stridelab runs `yield` as a statement of its own, in the body of `for`, \
                 `while`, `if`, `match` and `try` blocks; not inside `with` or a larger expression",
            )),
        }
    }

    /// Leaves frames for a `break`, `continue`, `return` or an error: to the loop it
    /// concerns, to a handler that catches it, or through `finally` blocks (which run and
    /// then carry on leaving). Some(step) when the generator ends.
    fn unwind(
        &mut self,
        def: &FunctionDef,
        frames: &mut Vec<Frame>,
        signal: Pending,
    ) -> Result<Option<Step>> {
        // A host limit (deadline, step cap, Ctrl-C) is never caught and runs no `finally`.
        if let Pending::Error(e) = &signal {
            if e.kind.stops_the_script() {
                frames.clear();
                return Err(e.clone());
            }
        }
        loop {
            let Some(top) = frames.last_mut() else {
                return match signal {
                    Pending::Error(e) => Err(e),
                    Pending::Return(v) => Ok(Some(Step::Return(v))),
                    Pending::Break | Pending::Continue => Err(lost()),
                };
            };
            match top {
                Frame::For { .. } | Frame::While { .. } => match signal {
                    Pending::Break => {
                        frames.pop();
                        return Ok(None);
                    }
                    Pending::Continue => return Ok(None),
                    _ => {
                        frames.pop();
                    }
                },
                Frame::Try {
                    path,
                    idx,
                    stage,
                    pending,
                } => {
                    let (path, idx) = (path.clone(), *idx);
                    let StmtKind::Try {
                        handlers, finally, ..
                    } = &stmt_at(&def.body, &path, idx)?.kind
                    else {
                        return Err(lost());
                    };
                    if *stage == TryStage::Body {
                        if let Pending::Error(e) = &signal {
                            if let Some(k) = builtins::matching_handler(self, handlers, e)? {
                                if let Some(n) = &handlers[k].name {
                                    self.set_var(n, builtins::exception_value(e));
                                }
                                let Pending::Error(e) = signal else {
                                    unreachable!("matched above")
                                };
                                self.handling_push(e);
                                *stage = TryStage::Handler;
                                frames.push(Frame::Block {
                                    path: child(&path, idx, Part::Handler(k)),
                                    next: 0,
                                });
                                return Ok(None);
                            }
                        }
                    }
                    if *stage == TryStage::Handler {
                        self.handling_pop();
                    }
                    if *stage != TryStage::Finally && !finally.is_empty() {
                        *stage = TryStage::Finally;
                        *pending = Some(signal);
                        frames.push(Frame::Block {
                            path: child(&path, idx, Part::Finally),
                            next: 0,
                        });
                        return Ok(None);
                    }
                    // A signal from inside `finally` replaces the one it was carrying.
                    frames.pop();
                }
                _ => {
                    frames.pop();
                }
            }
        }
    }
}

/// The grad mode a decorated generator's body runs in, for one resume.
fn grad_guard(enable: bool) -> super::builtins::ContextGuard {
    if enable {
        super::builtins::ContextGuard::GradOn(crate::autograd::set_grad_enabled(true))
    } else {
        super::builtins::ContextGuard::Grad(crate::autograd::NoGradGuard::script())
    }
}
