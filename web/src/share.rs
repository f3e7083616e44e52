//! Share links: the script travels in the URL fragment (never sent to a server), as
//! base64url of its UTF-8 text. Decoding gives text only; the page renders it as text.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

const KEY: &str = "s=";
const DEVICE_KEY: &str = "d=";

/// The fragment (without `#`) that carries a script, and the device it runs on when that
/// is not the CPU (a WebGPU lesson opens on WebGPU).
pub fn encode(script: &str, device: &str) -> String {
    let s = format!("{KEY}{}", URL_SAFE_NO_PAD.encode(script.as_bytes()));
    if device.is_empty() || device == "cpu" {
        s
    } else {
        format!("{s}&{DEVICE_KEY}{device}")
    }
}

/// The device a share link names ("cpu" or "webgpu"); anything else is ignored.
pub fn device(fragment: &str) -> Option<&'static str> {
    let f = fragment.trim_start_matches('#');
    match f.split('&').find_map(|p| p.strip_prefix(DEVICE_KEY))? {
        "webgpu" => Some("webgpu"),
        "cpu" => Some("cpu"),
        _ => None,
    }
}

/// The script in a fragment (with or without `#`), if it holds one.
pub fn decode(fragment: &str) -> Option<String> {
    let f = fragment.trim_start_matches('#');
    let data = f.split('&').find_map(|p| p.strip_prefix(KEY))?;
    let bytes = URL_SAFE_NO_PAD.decode(data.trim_end_matches('=')).ok()?;
    String::from_utf8(bytes).ok()
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    #[test]
    fn scripts_round_trip_through_the_fragment() {
        let s = "x = torch.arange(12.).view(3, 4)\ny = x.T  # ünïcode ✓\n";
        let f = encode(s, "cpu");
        assert!(
            f.chars()
                .all(|c| c.is_ascii_alphanumeric() || "=-_".contains(c)),
            "{f}"
        );
        assert_eq!(decode(&format!("#{f}")).as_deref(), Some(s));
        assert_eq!(device(&f), None);
        let g = encode(s, "webgpu");
        assert_eq!(decode(&g).as_deref(), Some(s));
        assert_eq!(device(&format!("#{g}")), Some("webgpu"));
        assert_eq!(device("#s=eA&d=<b>"), None);
    }

    #[test]
    fn markup_in_a_link_stays_text() {
        let evil = "<img src=x onerror=alert(1)>";
        assert_eq!(decode(&encode(evil, "cpu")).as_deref(), Some(evil));
        assert_eq!(decode("#s=%%%"), None);
        assert_eq!(decode("#other=1"), None);
    }
}
