//! The native half of `unicodedata` (unicodedata.py): normalization forms and character
//! properties from the Unicode tables of the `unicode-normalization` and
//! `unicode-general-category` crates (CPython's own tables are a C module too).

use crate::error::{ErrorKind, TorchError};
use crate::interp::registry::{FunctionFn, Registry};
use crate::interp::value::Value;
use unicode_general_category::{get_general_category, GeneralCategory as G};
use unicode_normalization::char::canonical_combining_class;
use unicode_normalization::UnicodeNormalization;

pub fn register(r: &mut Registry<FunctionFn>) {
    let topic = "unicodedata";
    r.add(topic, &["unicode_normalize"], "form, text", |_, a| {
        let form = a.str("form")?.unwrap_or_default();
        let text = a.str("text")?.unwrap_or_default();
        let out: String = match form.as_str() {
            "NFC" => text.nfc().collect(),
            "NFD" => text.nfd().collect(),
            "NFKC" => text.nfkc().collect(),
            "NFKD" => text.nfkd().collect(),
            _ => {
                return Err(TorchError::new(
                    ErrorKind::ValueError,
                    "invalid normalization form",
                ))
            }
        };
        Ok(Value::str(&out))
    });
    r.add(topic, &["unicode_category"], "c", |_, a| {
        Ok(Value::str(category(one_char(
            &a.str("c")?.unwrap_or_default(),
        ))))
    });
    r.add(topic, &["unicode_combining"], "c", |_, a| {
        let c = one_char(&a.str("c")?.unwrap_or_default());
        Ok(Value::Int(i64::from(canonical_combining_class(c))))
    });
}

fn one_char(s: &str) -> char {
    s.chars().next().unwrap_or('\0')
}

/// The two-letter general category, as `unicodedata.category` names it.
fn category(c: char) -> &'static str {
    match get_general_category(c) {
        G::UppercaseLetter => "Lu",
        G::LowercaseLetter => "Ll",
        G::TitlecaseLetter => "Lt",
        G::ModifierLetter => "Lm",
        G::OtherLetter => "Lo",
        G::NonspacingMark => "Mn",
        G::SpacingMark => "Mc",
        G::EnclosingMark => "Me",
        G::DecimalNumber => "Nd",
        G::LetterNumber => "Nl",
        G::OtherNumber => "No",
        G::ConnectorPunctuation => "Pc",
        G::DashPunctuation => "Pd",
        G::OpenPunctuation => "Ps",
        G::ClosePunctuation => "Pe",
        G::InitialPunctuation => "Pi",
        G::FinalPunctuation => "Pf",
        G::OtherPunctuation => "Po",
        G::MathSymbol => "Sm",
        G::CurrencySymbol => "Sc",
        G::ModifierSymbol => "Sk",
        G::OtherSymbol => "So",
        G::SpaceSeparator => "Zs",
        G::LineSeparator => "Zl",
        G::ParagraphSeparator => "Zp",
        G::Control => "Cc",
        G::Format => "Cf",
        G::Surrogate => "Cs",
        G::PrivateUse => "Co",
        // Unassigned, and any category a later crate release adds.
        _ => "Cn",
    }
}
