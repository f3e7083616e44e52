//! `str.encode` and `bytes.decode` for the codecs teaching code uses: UTF-8 (and
//! `utf-8-sig`), ASCII and Latin-1, with CPython 3.11's error handlers (`strict`, `ignore`,
//! `replace`, `backslashreplace`, and `xmlcharrefreplace` when encoding) and its
//! UnicodeDecodeError/UnicodeEncodeError messages. UTF-8 errors follow CPython's decoder:
//! the maximal valid prefix of a broken sequence is one error (one U+FFFD under
//! `replace`), a lead byte whose next byte cannot follow it is an error of its own.

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
}

impl Codec {
    /// The codec's name as its errors print it.
    fn name(self) -> &'static str {
        match self {
            Codec::Utf8 => "utf-8",
            Codec::Utf8Sig => "utf-8-sig",
            Codec::Ascii => "ascii",
            Codec::Latin1 => "latin-1",
        }
    }
}

/// Real codecs CPython has that stridelab does not: refused by name, never a LookupError
/// that would claim they do not exist.
const OTHER_CODECS: &[&str] = &[
    "utf_16",
    "utf16",
    "utf_16_le",
    "utf_16le",
    "utf_16_be",
    "utf_16be",
    "utf_32",
    "utf32",
    "utf_32_le",
    "utf_32le",
    "utf_32_be",
    "utf_32be",
    "utf_7",
    "utf7",
    "cp1252",
    "windows_1252",
    "cp1251",
    "windows_1251",
    "cp1250",
    "cp437",
    "cp850",
    "iso8859_15",
    "iso_8859_15",
    "latin9",
    "iso8859_2",
    "iso_8859_2",
    "latin2",
    "koi8_r",
    "shift_jis",
    "sjis",
    "euc_jp",
    "gbk",
    "gb2312",
    "gb18030",
    "big5",
    "euc_kr",
    "mac_roman",
    "idna",
    "punycode",
    "unicode_escape",
    "raw_unicode_escape",
    "charmap",
];

/// CPython's bytes-to-bytes and str-to-str codecs, by their canonical names: no text
/// encodings, so `str.encode`/`bytes.decode` refuse them with a LookupError.
const NOT_TEXT: &[(&str, &str)] = &[
    ("hex", "hex"),
    ("hex_codec", "hex"),
    ("base64", "base64"),
    ("base_64", "base64"),
    ("base64_codec", "base64"),
    ("rot13", "rot-13"),
    ("rot_13", "rot-13"),
    ("zlib", "zlib"),
    ("zip", "zlib"),
    ("zlib_codec", "zlib"),
    ("bz2", "bz2"),
    ("bz2_codec", "bz2"),
    ("quopri", "quopri"),
    ("quotedprintable", "quopri"),
    ("quoted_printable", "quopri"),
    ("uu", "uu"),
    ("uu_codec", "uu"),
];

/// The codec of `s.encode(encoding)` (`encode`) or `b.decode(encoding)`.
fn text_codec(encoding: &str, encode: bool) -> Result<Codec> {
    let norm = encoding
        .trim()
        .to_ascii_lowercase()
        .replace(['-', ' '], "_");
    if let Some((_, name)) = NOT_TEXT.iter().find(|(n, _)| *n == norm) {
        let call = if encode { "encode" } else { "decode" };
        return Err(lookup_error(format!(
            "'{name}' is not a text encoding; use codecs.{call}() to handle arbitrary codecs"
        )));
    }
    lookup(encoding)
}

/// The codec `encoding` names, as `codecs.lookup` normalizes it (case, `-` and spaces).
pub fn lookup(encoding: &str) -> Result<Codec> {
    let norm: String = encoding
        .trim()
        .to_ascii_lowercase()
        .chars()
        .map(|c| if c == '-' || c == ' ' { '_' } else { c })
        .collect();
    Ok(match norm.as_str() {
        "utf_8" | "utf8" | "u8" | "utf" | "utf8_ucs2" | "utf8_ucs4" | "cp65001" => Codec::Utf8,
        "utf_8_sig" | "utf8_sig" => Codec::Utf8Sig,
        "ascii" | "us_ascii" | "646" | "ansi_x3.4_1968" | "ansi_x3_4_1968" | "ansi_x3.4_1986"
        | "cp367" | "csascii" | "ibm367" | "iso646_us" | "iso_646.irv_1991" | "iso_ir_6" | "us" => {
            Codec::Ascii
        }
        "latin_1" | "latin1" | "latin" | "l1" | "iso_8859_1" | "iso8859_1" | "8859" | "cp819"
        | "iso_ir_100" | "csisolatin1" | "iso_8859_1_1987" | "ibm819" => Codec::Latin1,
        n if OTHER_CODECS.contains(&n) => {
            return Err(TorchError::new(
                ErrorKind::NotImplementedError,
                format!(
                    "stridelab's codecs are utf-8, utf-8-sig, ascii and latin-1, not '{encoding}'"
                ),
            ))
        }
        _ => return Err(lookup_error(format!("unknown encoding: {encoding}"))),
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
    let codec = text_codec(encoding, false)?;
    check_value_size(data.len() as u128, 4)?;
    let mut out = String::with_capacity(data.len());
    let mut i = 0;
    if codec == Codec::Utf8Sig && data.starts_with(&[0xef, 0xbb, 0xbf]) {
        i = 3;
    }
    while i < data.len() {
        let step = match codec {
            Codec::Latin1 => Ok((char::from(data[i]), 1)),
            Codec::Ascii if data[i] < 0x80 => Ok((char::from(data[i]), 1)),
            Codec::Ascii => Err((1, "ordinal not in range(128)")),
            Codec::Utf8 | Codec::Utf8Sig => utf8_char(&data[i..]),
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
                other.map_or("NoneType".to_string(), |v| v.type_name())
            ))),
        }
    };
    Ok((get("encoding", "utf-8")?, get("errors", "strict")?))
}
