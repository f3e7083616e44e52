//! Which names a function binds. CPython decides when it compiles a function that a name
//! bound anywhere in its body (assigned, a loop or `with` target, imported, defined, deleted,
//! caught `as`, an assignment expression's target, captured by a `case` pattern) is local to it unless declared `global`
//! or `nonlocal`; reading one before it
//! is bound is an UnboundLocalError, never a read of the global of that name. Pure walk of
//! the body; nested function and class bodies are their own scopes and are not entered.

use crate::interp::ast::{Arg, Expr, ExprKind, Param, PatternKind, Stmt, StmtKind};
use std::collections::HashSet;

/// The local names of a function with `params` and `body`.
pub fn local_names(params: &[Param], body: &[Stmt]) -> HashSet<String> {
    let mut found = HashSet::new();
    let mut declared = HashSet::new();
    for p in params.iter().filter(|p| p.star != 3) {
        found.insert(p.name.clone());
    }
    block(body, &mut found, &mut declared);
    found.retain(|n| !declared.contains(n));
    found
}

fn block(body: &[Stmt], found: &mut HashSet<String>, declared: &mut HashSet<String>) {
    for s in body {
        stmt(s, found, declared);
    }
}

fn stmt(s: &Stmt, found: &mut HashSet<String>, declared: &mut HashSet<String>) {
    for e in own_exprs(s) {
        walrus_targets(e, found);
    }
    match &s.kind {
        StmtKind::Assign { targets, .. } => targets.iter().for_each(|t| target(t, found)),
        StmtKind::AugAssign { target: t, .. } | StmtKind::AnnAssign { target: t, .. } => {
            target(t, found)
        }
        StmtKind::For {
            target: t,
            body,
            orelse,
            ..
        } => {
            target(t, found);
            block(body, found, declared);
            block(orelse, found, declared);
        }
        StmtKind::While { body, orelse, .. } => {
            block(body, found, declared);
            block(orelse, found, declared);
        }
        StmtKind::If { branches, orelse } => {
            for (_, b) in branches {
                block(b, found, declared);
            }
            block(orelse, found, declared);
        }
        StmtKind::With { items, body } => {
            for t in items.iter().filter_map(|(_, t)| t.as_ref()) {
                target(t, found);
            }
            block(body, found, declared);
        }
        StmtKind::Def(f) => {
            found.insert(f.name.clone());
        }
        StmtKind::Class { name, .. } => {
            found.insert(name.clone());
        }
        StmtKind::Del(targets) => targets.iter().for_each(|t| target(t, found)),
        StmtKind::Import(names) => {
            for (module, alias) in names {
                let first = module.split('.').next().unwrap_or(module);
                found.insert(alias.clone().unwrap_or_else(|| first.to_string()));
            }
        }
        StmtKind::ImportFrom { names, .. } => {
            for (name, alias) in names.iter().filter(|(n, _)| n != "*") {
                found.insert(alias.clone().unwrap_or_else(|| name.clone()));
            }
        }
        StmtKind::Global(names) | StmtKind::Nonlocal(names) => {
            declared.extend(names.iter().cloned());
        }
        StmtKind::Try {
            body,
            handlers,
            orelse,
            finally,
        } => {
            block(body, found, declared);
            for h in handlers {
                if let Some(n) = &h.name {
                    found.insert(n.clone());
                }
                block(&h.body, found, declared);
            }
            block(orelse, found, declared);
            block(finally, found, declared);
        }
        StmtKind::Match { cases, .. } => {
            for c in cases {
                c.pattern.walk(&mut |p| match &p.kind {
                    PatternKind::Capture(Some(n))
                    | PatternKind::Star(Some(n))
                    | PatternKind::As(_, n) => {
                        found.insert(n.clone());
                    }
                    PatternKind::Mapping { rest: Some(n), .. } => {
                        found.insert(n.clone());
                    }
                    _ => {}
                });
                block(&c.body, found, declared);
            }
        }
        StmtKind::Expr(_)
        | StmtKind::Return(_)
        | StmtKind::Pass
        | StmtKind::Break
        | StmtKind::Continue
        | StmtKind::Assert { .. }
        | StmtKind::Raise(..) => {}
    }
}

/// The expressions a statement evaluates itself (not those of its nested blocks, which
/// `stmt` reaches as statements; a `def`'s decorators and defaults run here).
fn own_exprs(s: &Stmt) -> Vec<&Expr> {
    match &s.kind {
        StmtKind::Expr(e) => vec![e],
        StmtKind::Assign { targets, value } => targets.iter().chain([value]).collect(),
        StmtKind::AugAssign { target, value, .. } => vec![target, value],
        StmtKind::AnnAssign { target, value, .. } => [Some(target), value.as_ref()]
            .into_iter()
            .flatten()
            .collect(),
        StmtKind::For { target, iter, .. } => vec![target, iter],
        StmtKind::While { cond, .. } => vec![cond],
        StmtKind::If { branches, .. } => branches.iter().map(|(c, _)| c).collect(),
        StmtKind::With { items, .. } => items
            .iter()
            .flat_map(|(e, t)| [Some(e), t.as_ref()])
            .flatten()
            .collect(),
        StmtKind::Def(f) => f
            .decorators
            .iter()
            .chain(f.params.iter().filter_map(|p| p.default.as_ref()))
            .collect(),
        StmtKind::Class {
            bases, decorators, ..
        } => bases.iter().map(Arg::expr).chain(decorators).collect(),
        StmtKind::Return(e) => e.iter().collect(),
        StmtKind::Del(targets) => targets.iter().collect(),
        StmtKind::Assert { test, msg } => {
            [Some(test), msg.as_ref()].into_iter().flatten().collect()
        }
        StmtKind::Raise(a, b) => [a.as_ref(), b.as_ref()].into_iter().flatten().collect(),
        StmtKind::Try { handlers, .. } => {
            handlers.iter().filter_map(|h| h.types.as_ref()).collect()
        }
        StmtKind::Match { subject, cases } => [subject]
            .into_iter()
            .chain(cases.iter().filter_map(|c| c.guard.as_ref()))
            .collect(),
        _ => vec![],
    }
}

/// The targets of the assignment expressions (`:=`) in `e`, comprehensions included (their
/// walrus binds in the function).
fn walrus_targets(e: &Expr, found: &mut HashSet<String>) {
    e.walk(&mut |x| {
        if let ExprKind::NamedExpr(n, _) = &x.kind {
            found.insert(n.clone());
        }
    });
}

/// The names an assignment target binds (attributes and items bind none).
fn target(e: &Expr, found: &mut HashSet<String>) {
    match &e.kind {
        ExprKind::Name(n) => {
            found.insert(n.clone());
        }
        ExprKind::Tuple(items) | ExprKind::List(items) => {
            items.iter().for_each(|t| target(t, found));
        }
        ExprKind::Starred(inner) => target(inner, found),
        _ => {}
    }
}
