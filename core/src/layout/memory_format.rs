//! `torch.memory_format`: which strides a copy gets.
//!
//! Channels-last is where many people first meet strides: an image batch keeps its logical
//! shape (N, C, H, W) while its bytes are stored N, H, W, C, so the channel dim has stride 1.

use super::{
    channels_last_3d_strides, channels_last_strides, contiguous_strides,
    is_channels_last_3d_contiguous, is_channels_last_contiguous, is_contiguous,
    is_strides_like_channels_last, preserve_format_strides, Layout,
};
use crate::error::{runtime, Result};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryFormat {
    /// Keep the input's strides when it is dense, else its dim order (`torch.preserve_format`).
    Preserve,
    /// Row-major (`torch.contiguous_format`).
    Contiguous,
    /// NCHW stored as NHWC (`torch.channels_last`); rank 4 only.
    ChannelsLast,
    /// NCDHW stored as NDHWC (`torch.channels_last_3d`); rank 5 only.
    ChannelsLast3d,
}

/// Dims from fastest to slowest for the channels-last formats.
const NHWC: [usize; 4] = [1, 3, 2, 0];
const NDHWC: [usize; 5] = [1, 4, 3, 2, 0];

impl MemoryFormat {
    /// The name after `torch.`, as PyTorch prints the format.
    pub fn name(self) -> &'static str {
        match self {
            MemoryFormat::Preserve => "preserve_format",
            MemoryFormat::Contiguous => "contiguous_format",
            MemoryFormat::ChannelsLast => "channels_last",
            MemoryFormat::ChannelsLast3d => "channels_last_3d",
        }
    }

    /// The format named `torch.<name>`, if there is one.
    pub fn from_name(name: &str) -> Option<MemoryFormat> {
        [
            MemoryFormat::Preserve,
            MemoryFormat::Contiguous,
            MemoryFormat::ChannelsLast,
            MemoryFormat::ChannelsLast3d,
        ]
        .into_iter()
        .find(|m| m.name() == name)
    }

    /// The strides a copy of a tensor laid out as `l` gets in this format.
    pub fn strides_for(self, l: &Layout) -> Result<Vec<usize>> {
        match self {
            MemoryFormat::Preserve => Ok(preserve_format_strides(&l.shape, &l.strides)),
            _ => self.strides_for_shape(&l.shape),
        }
    }

    /// The strides a new tensor of `shape` gets (`torch.empty(..., memory_format=)`);
    /// `preserve_format` has nothing to preserve here and means row-major.
    pub fn strides_for_shape(self, shape: &[usize]) -> Result<Vec<usize>> {
        match self {
            MemoryFormat::Preserve | MemoryFormat::Contiguous => Ok(contiguous_strides(shape)),
            MemoryFormat::ChannelsLast if shape.len() == 4 => Ok(channels_last_strides(shape)),
            MemoryFormat::ChannelsLast3d if shape.len() == 5 => Ok(channels_last_3d_strides(shape)),
            MemoryFormat::ChannelsLast => Err(runtime(
                "required rank 4 tensor to use channels_last format",
            )),
            MemoryFormat::ChannelsLast3d => Err(runtime(
                "required rank 5 tensor to use channels_last_3d format",
            )),
        }
    }

    /// `t.is_contiguous(memory_format=self)`; `preserve_format` asks the plain question.
    pub fn is_contiguous(self, shape: &[usize], strides: &[usize]) -> bool {
        match self {
            MemoryFormat::Preserve | MemoryFormat::Contiguous => is_contiguous(shape, strides),
            MemoryFormat::ChannelsLast => is_channels_last_contiguous(shape, strides),
            MemoryFormat::ChannelsLast3d => is_channels_last_3d_contiguous(shape, strides),
        }
    }

    /// `suggest_memory_format()`: the format a tensor's strides look like. Convolution,
    /// pooling and normalisation lay their outputs out this way, and `.to(memory_format=)`
    /// copies only when the suggestion differs from the request.
    pub fn suggest(shape: &[usize], strides: &[usize]) -> MemoryFormat {
        if is_strides_like_channels_last(shape, strides, &NHWC) {
            MemoryFormat::ChannelsLast
        } else if is_strides_like_channels_last(shape, strides, &NDHWC) {
            MemoryFormat::ChannelsLast3d
        } else {
            MemoryFormat::Contiguous
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn channels_last_strides_match_pytorch() {
        // torch.empty(2,3,4,5, memory_format=torch.channels_last).stride()
        let s = MemoryFormat::ChannelsLast
            .strides_for_shape(&[2, 3, 4, 5])
            .unwrap();
        assert_eq!(s, vec![60, 1, 15, 3]);
        let s = MemoryFormat::ChannelsLast3d
            .strides_for_shape(&[2, 3, 4, 5, 6])
            .unwrap();
        assert_eq!(s, vec![360, 1, 90, 18, 3]);
        let e = MemoryFormat::ChannelsLast
            .strides_for_shape(&[2, 3, 4])
            .unwrap_err();
        assert!(e.to_string().contains("required rank 4 tensor"));
    }

    #[test]
    fn contiguity_per_format() {
        let f = MemoryFormat::ChannelsLast;
        assert!(f.is_contiguous(&[2, 3, 4, 5], &[60, 1, 15, 3]));
        assert!(!f.is_contiguous(&[2, 3, 4, 5], &[60, 20, 5, 1]));
        // An empty NCHW tensor is contiguous but not channels-last contiguous.
        assert!(!f.is_contiguous(&[0, 3, 4, 5], &[60, 20, 5, 1]));
        assert!(MemoryFormat::Contiguous.is_contiguous(&[0, 3, 4, 5], &[60, 1, 15, 3]));
        // (1, 3, 1, 1) with strides (3, 1, 3, 3) is both.
        assert!(f.is_contiguous(&[1, 3, 1, 1], &[3, 1, 3, 3]));
        assert!(MemoryFormat::Contiguous.is_contiguous(&[1, 3, 1, 1], &[3, 1, 3, 3]));
    }

    #[test]
    fn suggestion_follows_the_stride_order() {
        assert_eq!(
            MemoryFormat::suggest(&[2, 3, 4, 5], &[60, 1, 15, 3]),
            MemoryFormat::ChannelsLast
        );
        // A channels-last tensor sliced along H is still channels-last-like.
        assert_eq!(
            MemoryFormat::suggest(&[2, 3, 2, 5], &[60, 1, 30, 3]),
            MemoryFormat::ChannelsLast
        );
        assert_eq!(
            MemoryFormat::suggest(&[2, 3, 4, 5], &[60, 20, 5, 1]),
            MemoryFormat::Contiguous
        );
        // N111 is ambiguous and falls back to contiguous.
        assert_eq!(
            MemoryFormat::suggest(&[2, 1, 1, 1], &[1, 1, 1, 1]),
            MemoryFormat::Contiguous
        );
        assert_eq!(
            MemoryFormat::suggest(&[2, 3, 4, 5, 6], &[360, 1, 90, 18, 3]),
            MemoryFormat::ChannelsLast3d
        );
    }
}
