//! Python's tokenizer for the subset we run: indentation, implicit line joining inside
//! brackets, numbers, strings (including f-strings) and operators, every token with its
//! line and column.

use crate::error::{ErrorKind, Result, Span, TorchError};

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Name(String),
    Int(i64),
    /// An int literal past i64.
    BigInt(std::rc::Rc<num_bigint::BigInt>),
    Float(f64),
    /// An imaginary literal (`2j`): parsed as Python parses it, refused when evaluated.
    Imag(f64),
    /// A string literal; `fstring` keeps the raw body for the parser to split; `bytes` is a
    /// `b'...'` literal.
    Str {
        value: String,
        fstring: bool,
        bytes: bool,
    },
    Op(&'static str),
    Newline,
    Indent,
    Dedent,
    Eof,
}

#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub span: Span,
}

pub fn syntax_error(span: Span, msg: impl Into<String>) -> TorchError {
    TorchError::new(ErrorKind::SyntaxError, msg).at(span)
}

const OPS: &[&str] = &[
    "**=", "//=", ">>=", "<<=", "...", "->", ":=", "**", "//", "<<", ">>", "<=", ">=", "==", "!=",
    "+=", "-=", "*=", "/=", "%=", "@=", "&=", "|=", "^=", "+", "-", "*", "/", "%", "@", "&", "|",
    "^", "~", "<", ">", "(", ")", "[", "]", "{", "}", ",", ":", ".", ";", "=",
];

struct Lexer<'a> {
    src: &'a [char],
    pos: usize,
    line: u32,
    col: u32,
    out: Vec<Token>,
    indents: Vec<usize>,
    depth: Vec<(char, Span)>,
}

pub fn tokenize(source: &str) -> Result<Vec<Token>> {
    // As Python reads a source file: a UTF-8 byte-order mark is not part of the code, and
    // "\r\n" and a lone "\r" end lines like "\n" (universal newlines).
    let source = source.strip_prefix('\u{feff}').unwrap_or(source);
    let mut chars: Vec<char> = Vec::with_capacity(source.len());
    let mut it = source.chars().peekable();
    while let Some(c) = it.next() {
        if c == '\r' {
            it.next_if_eq(&'\n');
            chars.push('\n');
        } else {
            chars.push(c);
        }
    }
    let mut lx = Lexer {
        src: &chars,
        pos: 0,
        line: 1,
        col: 1,
        out: Vec::new(),
        indents: vec![0],
        depth: Vec::new(),
    };
    lx.run()?;
    Ok(lx.out)
}

impl Lexer<'_> {
    fn peek(&self, k: usize) -> Option<char> {
        self.src.get(self.pos + k).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.src.get(self.pos).copied()?;
        self.pos += 1;
        if c == '\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }

    fn span(&self) -> Span {
        Span {
            line: self.line,
            col: self.col,
        }
    }

    fn push(&mut self, tok: Tok, span: Span) {
        self.out.push(Token { tok, span });
    }

    fn run(&mut self) -> Result<()> {
        let mut at_line_start = true;
        loop {
            if at_line_start && self.depth.is_empty() {
                // Measure indentation; blank and comment-only lines don't count.
                let mut width = 0usize;
                while let Some(c) = self.peek(0) {
                    match c {
                        ' ' => width += 1,
                        '\t' => width = (width / 8 + 1) * 8,
                        '\x0c' => width = 0,
                        _ => break,
                    }
                    self.bump();
                }
                match self.peek(0) {
                    None => break,
                    Some('\n') | Some('#') | Some('\r') => {
                        self.skip_comment();
                        if self.peek(0) == Some('\r') {
                            self.bump();
                        }
                        if self.peek(0) == Some('\n') {
                            self.bump();
                        }
                        continue;
                    }
                    Some('\\') if self.peek(1) == Some('\n') => {}
                    _ => {
                        let sp = self.span();
                        let cur = *self.indents.last().unwrap();
                        if width > cur {
                            self.indents.push(width);
                            self.push(Tok::Indent, sp);
                        } else {
                            while width < *self.indents.last().unwrap() {
                                self.indents.pop();
                                self.push(Tok::Dedent, sp);
                            }
                            if width != *self.indents.last().unwrap() {
                                return Err(syntax_error(
                                    sp,
                                    "unindent does not match any outer indentation level",
                                ));
                            }
                        }
                    }
                }
                at_line_start = false;
            }
            let Some(c) = self.peek(0) else { break };
            let sp = self.span();
            match c {
                ' ' | '\t' | '\x0c' | '\r' => {
                    self.bump();
                }
                '#' => self.skip_comment(),
                '\\' if self.peek(1) == Some('\n')
                    || (self.peek(1) == Some('\r') && self.peek(2) == Some('\n')) =>
                {
                    self.bump();
                    if self.peek(0) == Some('\r') {
                        self.bump();
                    }
                    self.bump();
                }
                '\n' => {
                    self.bump();
                    if self.depth.is_empty() {
                        if !matches!(self.out.last().map(|t| &t.tok), Some(Tok::Newline) | None) {
                            self.push(Tok::Newline, sp);
                        }
                        at_line_start = true;
                    }
                }
                c if c.is_ascii_digit()
                    || (c == '.' && self.peek(1).is_some_and(|d| d.is_ascii_digit())) =>
                {
                    let t = self.number()?;
                    self.push(t, sp);
                }
                c if is_name_start(c) => {
                    let mut name = String::new();
                    while let Some(c) = self.peek(0) {
                        if is_name_char(c) {
                            name.push(c);
                            self.bump();
                        } else {
                            break;
                        }
                    }
                    // PEP 3131: a name is NFKC-normalised (`ℌ` is `H`, `ﬁx` is `fix`).
                    if !name.is_ascii() {
                        use unicode_normalization::UnicodeNormalization;
                        name = name.nfkc().collect();
                    }
                    let lower = name.to_ascii_lowercase();
                    if matches!(self.peek(0), Some('\'') | Some('"'))
                        && matches!(
                            lower.as_str(),
                            "f" | "r" | "b" | "u" | "rb" | "br" | "fr" | "rf"
                        )
                    {
                        let t = self.string(&lower)?;
                        self.push(t, sp);
                    } else {
                        self.push(Tok::Name(name), sp);
                    }
                }
                '\'' | '"' => {
                    let t = self.string("")?;
                    self.push(t, sp);
                }
                _ => {
                    let op = OPS.iter().find(|op| {
                        op.chars()
                            .enumerate()
                            .all(|(k, oc)| self.peek(k) == Some(oc))
                    });
                    let Some(op) = op else {
                        return Err(syntax_error(
                            sp,
                            format!("invalid character '{c}' (U+{:04X})", c as u32),
                        ));
                    };
                    for _ in 0..op.chars().count() {
                        self.bump();
                    }
                    match *op {
                        "(" | "[" | "{" => self.depth.push((c, sp)),
                        ")" | "]" | "}" => {
                            let want = match *op {
                                ")" => '(',
                                "]" => '[',
                                _ => '{',
                            };
                            match self.depth.pop() {
                                Some((open, _)) if open == want => {}
                                Some((open, osp)) => {
                                    return Err(syntax_error(
                                        sp,
                                        format!(
                                            "closing parenthesis '{op}' does not match opening parenthesis '{open}' on line {}",
                                            osp.line
                                        ),
                                    ))
                                }
                                None => return Err(syntax_error(sp, format!("unmatched '{op}'"))),
                            }
                        }
                        _ => {}
                    }
                    self.push(Tok::Op(op), sp);
                }
            }
        }
        if let Some((open, sp)) = self.depth.last() {
            return Err(syntax_error(*sp, format!("'{open}' was never closed")));
        }
        let sp = self.span();
        if !matches!(self.out.last().map(|t| &t.tok), Some(Tok::Newline) | None) {
            self.push(Tok::Newline, sp);
        }
        while self.indents.len() > 1 {
            self.indents.pop();
            self.push(Tok::Dedent, sp);
        }
        self.push(Tok::Eof, sp);
        Ok(())
    }

    fn skip_comment(&mut self) {
        if self.peek(0) == Some('#') {
            while let Some(c) = self.peek(0) {
                if c == '\n' {
                    break;
                }
                self.bump();
            }
        }
    }

    /// Digits accepted by `is_digit`, with single underscores between two digits (PEP 515):
    /// an underscore anywhere else ends the run, and the caller's next check refuses it.
    fn digit_run(&mut self, s: &mut String, is_digit: impl Fn(char) -> bool) {
        let mut after_digit = false;
        while let Some(c) = self.peek(0) {
            if is_digit(c) {
                s.push(c);
                after_digit = true;
            } else if c == '_' && after_digit && self.peek(1).is_some_and(&is_digit) {
                after_digit = false;
            } else {
                break;
            }
            self.bump();
        }
    }

    /// CPython 3.11's `verify_end_of_number`: a number glued to a keyword that can follow
    /// it (`1if x else 2`, `0or 1`) is allowed (with a deprecation warning there).
    fn keyword_follows(&self) -> bool {
        let rest = |s: &str| {
            s.chars()
                .enumerate()
                .all(|(k, c)| self.peek(1 + k) == Some(c))
        };
        match self.peek(0) {
            Some('a') => rest("nd"),
            Some('e') => rest("lse"),
            Some('f') => rest("or"),
            Some('i') => matches!(self.peek(1), Some('f' | 'n' | 's')),
            Some('n') => rest("ot"),
            Some('o') => rest("r"),
            _ => false,
        }
    }

    fn number(&mut self) -> Result<Tok> {
        let sp = self.span();
        let mut s = String::new();
        if self.peek(0) == Some('0')
            && matches!(self.peek(1), Some('x' | 'X' | 'o' | 'O' | 'b' | 'B'))
        {
            self.bump();
            let (radix, name) = match self.bump().unwrap().to_ascii_lowercase() {
                'x' => (16, "hexadecimal"),
                'o' => (8, "octal"),
                _ => (2, "binary"),
            };
            let is_digit = |c: char| c.is_digit(radix);
            // One underscore may follow the prefix: `0x_ff`.
            if self.peek(0) == Some('_') && self.peek(1).is_some_and(is_digit) {
                self.bump();
            }
            self.digit_run(&mut s, is_digit);
            // A decimal digit the radix lacks is named, right after an underscore too.
            let bad_digit = match (self.peek(0), self.peek(1)) {
                (Some('_'), Some(d)) | (Some(d), _) if radix < 16 && d.is_ascii_digit() => Some(d),
                _ => None,
            };
            if let Some(d) = bad_digit {
                return Err(syntax_error(
                    sp,
                    format!("invalid digit '{d}' in {name} literal"),
                ));
            }
            let glued = self
                .peek(0)
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
            if s.is_empty() || (glued && !self.keyword_follows()) {
                return Err(syntax_error(sp, format!("invalid {name} literal")));
            }
            if let Ok(i) = i64::from_str_radix(&s, radix) {
                return Ok(Tok::Int(i));
            }
            return super::pyint::parse(&s, radix)
                .map(|b| Tok::BigInt(std::rc::Rc::new(b)))
                .ok_or_else(|| syntax_error(sp, "invalid number literal"));
        }
        let decimal = |c: char| c.is_ascii_digit();
        self.digit_run(&mut s, decimal);
        let mut is_float = false;
        if self.peek(0) == Some('.') {
            is_float = true;
            s.push('.');
            self.bump();
            self.digit_run(&mut s, decimal);
        }
        if matches!(self.peek(0), Some('e' | 'E')) {
            let sign = matches!(self.peek(1), Some('+' | '-'));
            let digit_at = if sign { 2 } else { 1 };
            // `1e` or `1e_5`: the `e` is left to be refused as a name glued to the number.
            if self.peek(digit_at).is_some_and(decimal) {
                is_float = true;
                s.push('e');
                self.bump();
                if sign {
                    s.push(self.bump().unwrap());
                }
                self.digit_run(&mut s, decimal);
            }
        }
        if matches!(self.peek(0), Some('j' | 'J')) {
            // Complex numbers are not modelled; the literal is refused where it runs, so the
            // rest of a script that mentions one still runs.
            self.bump();
            if self.peek(0).is_some_and(is_name_start) {
                return Err(syntax_error(sp, "invalid imaginary literal"));
            }
            return s
                .parse::<f64>()
                .map(Tok::Imag)
                .map_err(|_| syntax_error(sp, "invalid number literal"));
        }
        if self.peek(0).is_some_and(is_name_start) && !self.keyword_follows() {
            return Err(syntax_error(sp, "invalid decimal literal"));
        }
        if is_float {
            s.parse::<f64>()
                .map(Tok::Float)
                .map_err(|_| syntax_error(sp, "invalid number literal"))
        } else {
            if s.len() > 1 && s.starts_with('0') && s.chars().any(|c| c != '0') {
                return Err(syntax_error(
                    sp,
                    "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
                ));
            }
            if let Ok(i) = s.parse::<i64>() {
                return Ok(Tok::Int(i));
            }
            match super::pyint::parse_decimal(&s) {
                Ok(Some(b)) => Ok(Tok::BigInt(std::rc::Rc::new(b))),
                Ok(None) => Err(syntax_error(sp, "invalid number literal")),
                Err(_) => Err(syntax_error(
                    sp,
                    super::pyint::literal_digits_error(s.len()),
                )),
            }
        }
    }

    fn string(&mut self, prefix: &str) -> Result<Tok> {
        let sp = self.span();
        let raw = prefix.contains('r');
        let fstring = prefix.contains('f');
        let q = self.bump().unwrap();
        let triple = self.peek(0) == Some(q) && self.peek(1) == Some(q);
        if triple {
            self.bump();
            self.bump();
        }
        let mut value = String::new();
        // A bytes literal holds ASCII text and escapes; each char of `value` is one byte.
        let bytes = prefix.contains('b');
        let body_start = self.pos;
        loop {
            let Some(c) = self.peek(0) else {
                return Err(syntax_error(
                    sp,
                    if triple {
                        "unterminated triple-quoted string literal"
                    } else {
                        "unterminated string literal"
                    },
                ));
            };
            if c == q {
                if !triple {
                    self.bump();
                    break;
                }
                if self.peek(1) == Some(q) && self.peek(2) == Some(q) {
                    self.bump();
                    self.bump();
                    self.bump();
                    break;
                }
            }
            if c == '\n' && !triple {
                return Err(syntax_error(sp, "unterminated string literal"));
            }
            // In a raw literal a backslash still keeps the next character from ending it
            // (`r"\""` is a backslash and a quote), and both are kept.
            if raw
                && c == '\\'
                && matches!(self.peek(1), Some(n) if n == q || n == '\\' || n == '\n')
            {
                value.push(c);
                self.bump();
                if let Some(n) = self.bump() {
                    value.push(n);
                }
                continue;
            }
            if bytes && !c.is_ascii() {
                return Err(syntax_error(
                    sp,
                    "bytes can only contain ASCII literal characters",
                ));
            }
            if c == '\\' && !raw {
                let at = self.pos - body_start;
                self.bump();
                let Some(e) = self.bump() else { continue };
                if bytes && matches!(e, 'x' | 'u' | 'U' | 'N' | '0'..='7') {
                    self.bytes_escape(e, at, &mut value, sp)?;
                    continue;
                }
                match e {
                    'n' => value.push('\n'),
                    't' => value.push('\t'),
                    'r' => value.push('\r'),
                    'a' => value.push('\u{7}'),
                    'b' => value.push('\u{8}'),
                    'f' => value.push('\u{c}'),
                    'v' => value.push('\u{b}'),
                    // Up to three octal digits: '\0', '\12', '\101'.
                    '0'..='7' => {
                        let v = self.octal_escape(e);
                        value.push(char::from_u32(v).unwrap_or('\u{fffd}'));
                    }
                    'U' => {
                        let h: String = (0..8).filter_map(|_| self.bump()).collect();
                        let c = u32::from_str_radix(&h, 16)
                            .ok()
                            .filter(|_| h.len() == 8)
                            .and_then(char::from_u32)
                            .ok_or_else(|| syntax_error(sp, "(unicode error) 'unicodeescape' codec can't decode bytes: illegal Unicode character"))?;
                        value.push(c);
                    }
                    // Named characters need Unicode's name table, which stridelab does not
                    // ship: refused rather than kept as the literal text.
                    'N' if self.peek(0) == Some('{') => {
                        return Err(syntax_error(
                            sp,
                            "\\N{...} escapes are not supported by stridelab (write the character itself or \\U0001XXXX)",
                        ));
                    }
                    '\\' => value.push('\\'),
                    '\'' => value.push('\''),
                    '"' => value.push('"'),
                    '\n' => {}
                    'x' => {
                        let h: String = (0..2).filter_map(|_| self.bump()).collect();
                        let v = u32::from_str_radix(&h, 16)
                            .map_err(|_| syntax_error(sp, "invalid \\x escape"))?;
                        value.push(char::from_u32(v).unwrap_or('\u{fffd}'));
                    }
                    'u' => {
                        let h: String = (0..4).filter_map(|_| self.bump()).collect();
                        let v = u32::from_str_radix(&h, 16)
                            .map_err(|_| syntax_error(sp, "invalid \\u escape"))?;
                        // A lone surrogate (U+D800..U+DFFF) is a code point CPython's str
                        // holds and a Rust string cannot: refused by name, as `chr(0xD800)`
                        // is, never replaced by U+FFFD ('\ud800' == '\ufffd' was True).
                        let c = char::from_u32(v).ok_or_else(|| {
                            syntax_error(sp, format!("the lone surrogate \\u{h} in a string literal is not supported by stridelab (its strings hold Unicode scalar values only)"))
                        })?;
                        value.push(c);
                    }
                    '{' | '}' if fstring => {
                        value.push('\\');
                        value.push(e);
                    }
                    other => {
                        value.push('\\');
                        value.push(other);
                    }
                }
                continue;
            }
            value.push(c);
            self.bump();
        }
        Ok(Tok::Str {
            value,
            fstring,
            bytes,
        })
    }

    /// The value of an octal escape whose first digit `e` was read: up to two more digits
    /// (`\0`, `\12`, `\101`), as CPython reads them in str and bytes literals.
    fn octal_escape(&mut self, e: char) -> u32 {
        let mut v = e.to_digit(8).unwrap_or(0);
        for _ in 0..2 {
            match self.peek(0).and_then(|d| d.to_digit(8)) {
                Some(d) => {
                    v = v * 8 + d;
                    self.bump();
                }
                None => break,
            }
        }
        v
    }

    /// The escapes a bytes literal reads its own way: `\x` takes exactly two hex digits
    /// (CPython's "(value error)" names the backslash's offset in the body), an octal
    /// escape keeps its low byte (`b'\777'` is `b'\xff'`), and `\u`, `\U`, `\N` are no
    /// escapes at all.
    fn bytes_escape(&mut self, e: char, at: usize, value: &mut String, sp: Span) -> Result<()> {
        match e {
            'x' => {
                let digit = |c: Option<char>| c.and_then(|c| c.to_digit(16));
                let (Some(hi), Some(lo)) = (digit(self.peek(0)), digit(self.peek(1))) else {
                    return Err(syntax_error(
                        sp,
                        format!("(value error) invalid \\x escape at position {at}"),
                    ));
                };
                self.bump();
                self.bump();
                value.push(char::from((hi * 16 + lo) as u8));
            }
            '0'..='7' => {
                let v = self.octal_escape(e);
                value.push(char::from((v & 0xff) as u8));
            }
            other => {
                value.push('\\');
                value.push(other);
            }
        }
        Ok(())
    }
}

/// CPython's identifier characters (PEP 3131): XID_Start or `_` first, then XID_Continue,
/// which holds combining marks (fastai's `b̄_t`) that `char::is_alphanumeric` does not.
fn is_name_start(c: char) -> bool {
    c == '_' || unicode_ident::is_xid_start(c)
}

fn is_name_char(c: char) -> bool {
    unicode_ident::is_xid_continue(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn toks(s: &str) -> Vec<Tok> {
        tokenize(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn indentation_and_brackets() {
        let t = toks("for i in range(3):\n    x = (1,\n  2)\ny\n");
        assert!(t.contains(&Tok::Indent));
        assert!(t.contains(&Tok::Dedent));
        // The line break inside the parentheses is not a NEWLINE.
        let newlines = t.iter().filter(|t| **t == Tok::Newline).count();
        assert_eq!(newlines, 3);
    }

    /// A lone surrogate escape is refused by name: it had become U+FFFD silently, so
    /// `'\ud800' == '\ufffd'` was True. A surrogate pair's halves never form a str here.
    #[test]
    fn a_lone_surrogate_escape_is_refused() {
        let e = tokenize("s = '\\ud800'").err().map(|e| e.message);
        assert_eq!(
            e.as_deref(),
            Some("the lone surrogate \\ud800 in a string literal is not supported by stridelab (its strings hold Unicode scalar values only)")
        );
        assert!(tokenize("s = '\\u00e9\\ufffd'").is_ok());
    }

    /// PEP 3131: combining marks continue a name, NFKC folds it, and a superscript digit
    /// (numeric, but not XID_Continue) is CPython's "invalid character".
    #[test]
    fn names_are_xid_and_nfkc() {
        assert_eq!(toks("b\u{304}_t")[0], Tok::Name("b\u{304}_t".into()));
        assert_eq!(
            toks("\u{210c} \u{fb01}x")[..2],
            [Tok::Name("H".into()), Tok::Name("fix".into())]
        );
        let e = tokenize("x\u{b2} = 4").err().map(|e| e.message);
        assert_eq!(e.as_deref(), Some("invalid character '\u{b2}' (U+00B2)"));
    }

    /// PEP 515's underscores sit between two digits (or right after a base prefix), and a
    /// digit the base lacks is named: CPython's messages, measured on 3.11.
    #[test]
    fn number_literals_follow_cpython() {
        assert_eq!(toks("0x_1f")[0], Tok::Int(31));
        assert_eq!(toks("1_000.000_1")[0], Tok::Float(1000.0001));
        assert_eq!(toks("1e1_0")[0], Tok::Float(1e10));
        // A keyword may follow a number directly (CPython 3.11 warns, runs it).
        assert_eq!(toks("1if")[..2], [Tok::Int(1), Tok::Name("if".into())]);
        assert_eq!(toks("0b1and")[0], Tok::Int(1));
        for (src, msg) in [
            ("1__0", "invalid decimal literal"),
            ("1_", "invalid decimal literal"),
            ("1_.5", "invalid decimal literal"),
            ("1._5", "invalid decimal literal"),
            ("1e5_", "invalid decimal literal"),
            ("0x__1", "invalid hexadecimal literal"),
            ("0x1_", "invalid hexadecimal literal"),
            ("0xfg", "invalid hexadecimal literal"),
            ("0b", "invalid binary literal"),
            ("0b12", "invalid digit '2' in binary literal"),
            ("0b_2", "invalid digit '2' in binary literal"),
            ("0o8", "invalid digit '8' in octal literal"),
            ("0o7_8", "invalid digit '8' in octal literal"),
        ] {
            let err = tokenize(src).expect_err(src);
            assert_eq!(err.message, msg, "{src}");
        }
    }

    #[test]
    fn numbers_and_strings() {
        assert_eq!(toks("1_000")[0], Tok::Int(1000));
        assert_eq!(toks("1e-3")[0], Tok::Float(1e-3));
        assert_eq!(toks("4.")[0], Tok::Float(4.0));
        assert_eq!(toks(".5")[0], Tok::Float(0.5));
        assert_eq!(toks("0x1F")[0], Tok::Int(31));
        assert_eq!(
            toks("'a\\nb'")[0],
            Tok::Str {
                value: "a\nb".into(),
                fstring: false,
                bytes: false
            }
        );
        assert_eq!(
            toks("f\"{x:.2f}\"")[0],
            Tok::Str {
                value: "{x:.2f}".into(),
                fstring: true,
                bytes: false
            }
        );
        assert_eq!(
            toks("rb'\\d'")[0],
            Tok::Str {
                value: "\\d".into(),
                fstring: false,
                bytes: true
            }
        );
    }

    /// A bytes literal's own escapes and errors, as CPython 3.11 reads them; a raw
    /// literal's backslash keeps the quote after it.
    #[test]
    fn bytes_literals_follow_cpython() {
        let bytes = |s: &str| match &toks(s)[0] {
            Tok::Str { value, bytes, .. } => {
                assert!(*bytes, "{s}");
                value.chars().map(|c| c as u32).collect::<Vec<u32>>()
            }
            t => panic!("{t:?}"),
        };
        assert_eq!(bytes("b'\\xff\\777\\0'"), [0xff, 0xff, 0]);
        assert_eq!(bytes("b'\\u12'"), [92, 117, 49, 50]);
        assert_eq!(bytes("rb'\\''"), [92, 39]);
        for (src, msg) in [
            ("b'\\x'", "(value error) invalid \\x escape at position 0"),
            (
                "b'ab\\x4g'",
                "(value error) invalid \\x escape at position 2",
            ),
            (
                "b'\u{e9}'",
                "bytes can only contain ASCII literal characters",
            ),
        ] {
            assert_eq!(tokenize(src).expect_err(src).message, msg, "{src}");
        }
    }

    #[test]
    fn errors_have_positions() {
        let e = tokenize("x = (1,\n2").unwrap_err();
        assert_eq!(e.span.unwrap(), Span { line: 1, col: 5 });
        assert_eq!(e.message, "'(' was never closed");
        let e = tokenize("x = 1 $ 2").unwrap_err();
        assert_eq!(e.span.unwrap().col, 7);
    }
}
