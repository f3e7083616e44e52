//! `str.encode` and `bytes.decode` for the codecs teaching code uses: UTF-8 (and
//! `utf-8-sig`), UTF-16 and UTF-32 (`codecs_wide.rs`), ASCII and Latin-1, with CPython
//! 3.11's error handlers (`strict`, `ignore`, `replace`, `backslashreplace`, and
//! `xmlcharrefreplace` when encoding) and its UnicodeDecodeError/UnicodeEncodeError
//! messages. UTF-8 errors follow CPython's decoder: the maximal valid prefix of a broken
//! sequence is one error (one U+FFFD under `replace`), a lead byte whose next byte cannot
//! follow it is an error of its own.
//! Encoding names are looked up as `codecs.lookup` does (`codecs_names.rs`): `'UTF--8'`
//! is UTF-8, and a real codec stridelab lacks is refused by name, not as unknown.

use super::eval::Interp;
use super::objects::ExceptionObj;
use super::pybytes::PyBytes;
use super::value::Value;
use crate::error::{ErrorKind, Result, TorchError};
use crate::limits::check_value_size;
use std::rc::Rc;

#[derive(Clone, Copy, PartialEq)]
pub enum Codec {
    Utf8,
    Utf8Sig,
    Ascii,
    Latin1,
    Wide(wide::Wide),
}

impl Codec {
    /// The codec's name as its errors print it.
    fn name(self) -> &'static str {
        match self {
            Codec::Utf8 => "utf-8",
            Codec::Utf8Sig => "utf-8-sig",
            Codec::Ascii => "ascii",
            Codec::Latin1 => "latin-1",
            Codec::Wide(w) => w.name(),
        }
    }
}

#[path = "codecs_names.rs"]
mod names;
#[path = "codecs_wide.rs"]
mod wide;

/// CPython's codecs that turn bytes into bytes or str into str (by module): no text
/// encodings, so `str.encode`/`bytes.decode` refuse them with a LookupError.
const NOT_TEXT: &[&str] = &[
    "base64_codec",
    "bz2_codec",
    "hex_codec",
    "quopri_codec",
    "rot_13",
    "uu_codec",
    "zlib_codec",
];

/// The codec of `s.encode(encoding)` (`encode`) or `b.decode(encoding)`, found as
/// `codecs.lookup` finds it (`'UTF--8'`, `'utf_8'` and `'U8'` are all UTF-8). CPython's
/// errors name the encoding as the caller wrote it.
fn text_codec(encoding: &str, encode: bool) -> Result<Codec> {
    if encoding.contains('\0') {
        return Err(crate::error::value_error("embedded null character"));
    }
    let module = names::module_of(encoding);
    if module.is_some_and(|m| NOT_TEXT.contains(&m)) {
        let call = if encode { "encode" } else { "decode" };
        return Err(lookup_error(format!(
            "'{encoding}' is not a text encoding; use codecs.{call}() to handle arbitrary codecs"
        )));
    }
    Ok(match module {
        Some("utf_8") => Codec::Utf8,
        Some("utf_8_sig") => Codec::Utf8Sig,
        Some("ascii") => Codec::Ascii,
        Some("latin_1") => Codec::Latin1,
        Some(m) if wide::Wide::of_module(m).is_some() => {
            Codec::Wide(wide::Wide::of_module(m).unwrap_or(wide::Wide { unit: 2, big: None }))
        }
        // A real codec stridelab lacks: refused by name, never a LookupError that would
        // claim it does not exist.
        Some(_) => {
            return Err(TorchError::new(
                ErrorKind::NotImplementedError,
                format!(
                    "stridelab's codecs are utf-8, utf-8-sig, utf-16, utf-32, ascii and latin-1, not '{encoding}'"
                ),
            ))
        }
        None => return Err(lookup_error(format!("unknown encoding: {encoding}"))),
    })
}

fn lookup_error(message: String) -> TorchError {
    let class = "LookupError";
    let obj = ExceptionObj::new(
        super::exceptions::kind_of(class),
        class,
        message.clone(),
        vec![Value::str(&message)],
    );
    let mut e = TorchError::new(obj.kind, message);
    e.raised = Some(Box::new(crate::error::Raised {
        class_name: class.into(),
        value: Rc::new(Value::Object(Rc::new(obj))) as Rc<dyn std::any::Any>,
    }));
    e
}

#[derive(Clone, Copy, PartialEq)]
enum Handler {
    Strict,
    Ignore,
    Replace,
    Backslash,
    XmlCharRef,
}

/// The error handler `errors` names, looked up only when an error happens (as CPython
/// does: `b'ab'.decode(errors='bogus')` is `'ab'`).
fn handler(errors: &str, encoding: bool) -> Result<Handler> {
    Ok(match errors {
        "strict" => Handler::Strict,
        "ignore" => Handler::Ignore,
        "replace" => Handler::Replace,
        "backslashreplace" => Handler::Backslash,
        "xmlcharrefreplace" if encoding => Handler::XmlCharRef,
        // They only encode lone surrogates, which a stridelab str never holds: any other
        // character's error is raised as it was.
        "surrogateescape" | "surrogatepass" if encoding => Handler::Strict,
        "xmlcharrefreplace" => {
            return Err(crate::error::type_error(
                "don't know how to handle UnicodeDecodeError in error callback",
            ))
        }
        "surrogateescape" | "surrogatepass" | "namereplace" => {
            return Err(TorchError::new(
                ErrorKind::NotImplementedError,
                format!("stridelab does not support the '{errors}' error handler"),
            ))
        }
        other => {
            return Err(lookup_error(format!(
                "unknown error handler name '{other}'"
            )))
        }
    })
}

fn raise(it: &mut Interp, class: &'static str, message: String, args: Vec<Value>) -> TorchError {
    let kind = super::exceptions::kind_of(class);
    let obj = Value::Object(Rc::new(ExceptionObj::new(
        kind,
        class,
        message.clone(),
        args,
    )));
    super::exceptions::raise_value(it, &obj).unwrap_or_else(|e| e)
}

// ---------------------------------------------------------------- encoding

/// `s.encode(encoding, errors)`.
pub fn encode(it: &mut Interp, s: &str, encoding: &str, errors: &str) -> Result<Vec<u8>> {
    let codec = text_codec(encoding, true)?;
    let limit = match codec {
        Codec::Utf8 => return Ok(s.as_bytes().to_vec()),
        Codec::Utf8Sig => {
            let mut out = vec![0xef, 0xbb, 0xbf];
            out.extend_from_slice(s.as_bytes());
            return Ok(out);
        }
        Codec::Ascii => 0x80u32,
        Codec::Latin1 => 0x100,
        Codec::Wide(w) => {
            // Measured before it is built: `('a' * 10**9).encode('utf-32')` would be 4 GB.
            let units: u128 = if w.unit == 2 {
                s.chars().map(|c| c.len_utf16() as u128).sum()
            } else {
                s.chars().count() as u128
            };
            check_value_size((units + 1) * w.unit as u128, 1)?;
            return Ok(w.encode(s));
        }
    };
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        if (chars[i] as u32) < limit {
            out.push(chars[i] as u32 as u8);
            i += 1;
            continue;
        }
        // CPython reports the whole run of characters the codec cannot encode.
        let end = (i..chars.len())
            .find(|&k| (chars[k] as u32) < limit)
            .unwrap_or(chars.len());
        match handler(errors, true)? {
            Handler::Strict => {
                let reason = format!("ordinal not in range({limit})");
                let what = if end - i == 1 {
                    format!("character '{}'", char_escape(chars[i]))
                } else {
                    format!("characters in position {i}-{}", end - 1)
                };
                let at = if end - i == 1 {
                    format!(" in position {i}")
                } else {
                    String::new()
                };
                let message = format!("'{}' codec can't encode {what}{at}: {reason}", codec.name());
                let args = vec![
                    Value::str(codec.name()),
                    Value::str(s),
                    Value::Int(i as i64),
                    Value::Int(end as i64),
                    Value::str(&reason),
                ];
                return Err(raise(it, "UnicodeEncodeError", message, args));
            }
            Handler::Ignore => {}
            Handler::Replace => out.extend(std::iter::repeat_n(b'?', end - i)),
            Handler::Backslash => {
                for &c in &chars[i..end] {
                    out.extend_from_slice(char_escape(c).as_bytes());
                }
            }
            Handler::XmlCharRef => {
                for &c in &chars[i..end] {
                    out.extend_from_slice(format!("&#{};", c as u32).as_bytes());
                }
            }
        }
        i = end;
    }
    Ok(out)
}

/// `\xNN`, `\uNNNN` or `\UNNNNNNNN`, as CPython's messages and `backslashreplace` write a
/// character.
fn char_escape(c: char) -> String {
    match c as u32 {
        n if n <= 0xff => format!("\\x{n:02x}"),
        n if n <= 0xffff => format!("\\u{n:04x}"),
        n => format!("\\U{n:08x}"),
    }
}

// ---------------------------------------------------------------- decoding

/// `data.decode(encoding, errors)`.
pub fn decode(it: &mut Interp, data: &[u8], encoding: &str, errors: &str) -> Result<String> {
    // utf-8-sig drops a leading BOM and decodes the rest as utf-8, so its errors are
    // utf-8's, at positions in (and with the object of) the rest, as CPython's
    // `encodings.utf_8_sig.decode` reports them.
    // UTF-16/32 read their BOM, which positions in errors still count.
    let (codec, data, mut i) = match text_codec(encoding, false)? {
        Codec::Utf8Sig => (
            Codec::Utf8,
            data.strip_prefix(&[0xef, 0xbb, 0xbf]).unwrap_or(data),
            0,
        ),
        Codec::Wide(w) => {
            let (w, skip) = w.reading(data);
            (Codec::Wide(w), data, skip)
        }
        c => (c, data, 0),
    };
    check_value_size(data.len() as u128, 4)?;
    if codec == Codec::Utf8 {
        if let Ok(s) = std::str::from_utf8(data) {
            return Ok(s.to_string());
        }
    }
    let mut out = String::with_capacity(data.len());
    while i < data.len() {
        let step = match codec {
            Codec::Latin1 => Ok((char::from(data[i]), 1)),
            Codec::Ascii if data[i] < 0x80 => Ok((char::from(data[i]), 1)),
            Codec::Ascii => Err((1, "ordinal not in range(128)")),
            Codec::Utf8 | Codec::Utf8Sig => utf8_char(&data[i..]),
            Codec::Wide(w) => w.next_char(&data[i..]),
        };
        match step {
            Ok((c, n)) => {
                out.push(c);
                i += n;
            }
            Err((n, reason)) => {
                let end = i + n;
                match handler(errors, false)? {
                    Handler::Strict => {
                        let what = if n == 1 {
                            format!("byte 0x{:02x}", data[i])
                        } else {
                            format!("bytes in position {i}-{}", end - 1)
                        };
                        let at = if n == 1 {
                            format!(" in position {i}")
                        } else {
                            String::new()
                        };
                        let name = codec.name();
                        let message = format!("'{name}' codec can't decode {what}{at}: {reason}");
                        let args = vec![
                            Value::str(name),
                            PyBytes::value(data.to_vec()),
                            Value::Int(i as i64),
                            Value::Int(end as i64),
                            Value::str(reason),
                        ];
                        return Err(raise(it, "UnicodeDecodeError", message, args));
                    }
                    Handler::Ignore => {}
                    Handler::Replace => out.push('\u{fffd}'),
                    Handler::Backslash => {
                        for b in &data[i..end] {
                            out.push_str(&format!("\\x{b:02x}"));
                        }
                    }
                    Handler::XmlCharRef => unreachable!("refused for decoding by `handler`"),
                }
                i = end;
            }
        }
    }
    Ok(out)
}

/// The character at the start of `data` and its length, or the length of the broken
/// sequence there and CPython's reason.
fn utf8_char(data: &[u8]) -> std::result::Result<(char, usize), (usize, &'static str)> {
    let b = data[0];
    if b < 0x80 {
        return Ok((char::from(b), 1));
    }
    let (len, lo, hi) = match b {
        0xc2..=0xdf => (2, 0x80, 0xbf),
        0xe0 => (3, 0xa0, 0xbf),
        0xe1..=0xec | 0xee..=0xef => (3, 0x80, 0xbf),
        0xed => (3, 0x80, 0x9f),
        0xf0 => (4, 0x90, 0xbf),
        0xf1..=0xf3 => (4, 0x80, 0xbf),
        0xf4 => (4, 0x80, 0x8f),
        _ => return Err((1, "invalid start byte")),
    };
    for j in 1..len {
        let Some(&c) = data.get(j) else {
            return Err((j, "unexpected end of data"));
        };
        let ok = if j == 1 {
            (lo..=hi).contains(&c)
        } else {
            (0x80..=0xbf).contains(&c)
        };
        if !ok {
            return Err((j, "invalid continuation byte"));
        }
    }
    let s = std::str::from_utf8(&data[..len]).map_err(|_| (1, "invalid start byte"))?;
    Ok((s.chars().next().unwrap_or('\u{fffd}'), len))
}

/// The `encoding` and `errors` arguments of `encode`/`decode`/`str()`, which must be str.
pub fn text_args(a: &super::args::Bound, fname: &str) -> Result<(String, String)> {
    let get = |name: &str, default: &str| -> Result<String> {
        match a.get(name) {
            None if !a.given(name) => Ok(default.to_string()),
            Some(Value::Str(s)) => Ok(s.to_string()),
            other => Err(crate::error::type_error(format!(
                "{fname}() argument '{name}' must be str, not {}",
                other.map_or("None".to_string(), arg_type_name)
            ))),
        }
    };
    Ok((get("encoding", "utf-8")?, get("errors", "strict")?))
}

/// A wrong argument's type as CPython's argument clinic names it: `None` for None.
pub fn arg_type_name(v: &Value) -> String {
    match v {
        Value::None => "None".into(),
        v => v.type_name(),
    }
}
