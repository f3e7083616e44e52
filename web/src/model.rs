//! What a script run produced, as the worker sends it to the page (JSON over postMessage).

use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct RunResult {
    pub statements: Vec<StmtView>,
    /// Every tensor bound to a top-level name, in name order.
    pub tensors: Vec<TensorView>,
    /// Every storage those tensors view.
    pub storages: Vec<StorageView>,
    /// A syntax error stops the script before it runs.
    pub syntax_error: Option<ErrorView>,
    pub elapsed_ms: f64,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct StmtView {
    /// The statement's first source line, for a REPL-style transcript.
    pub code: String,
    pub line: u32,
    pub end_line: u32,
    /// The REPL echo and anything printed.
    pub text: String,
    pub error: Option<ErrorView>,
    pub trace: Vec<String>,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct ErrorView {
    pub line: u32,
    pub col: u32,
    pub kind: String,
    pub message: String,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct TensorView {
    pub name: String,
    pub shape: Vec<usize>,
    pub strides: Vec<usize>,
    pub offset: usize,
    pub dtype: String,
    pub itemsize: usize,
    pub numel: usize,
    pub contiguous: bool,
    /// Why it is not contiguous ("dim 1 has stride 4; ...").
    pub reason: Option<String>,
    pub storage: u64,
    pub device: String,
    pub requires_grad: bool,
    pub grad_fn: Option<String>,
    pub is_leaf: bool,
    /// The loop nest of the last kernel that wrote this tensor's storage.
    pub loop_nest: Option<LoopNestView>,
    /// The (0-based) top-level statement that last bound this name to a new tensor: the
    /// view opens on the newest tensor, not the alphabetically last one.
    #[serde(default)]
    pub bound_at: u32,
    /// The autograd graph behind a tensor with a `grad_fn` (`stridelab_core::graph_view`).
    #[serde(default)]
    pub graph: Option<GraphData>,
    /// A tensor a graph node saved, opened from the graph rather than from a chip.
    #[serde(default)]
    pub from_graph: bool,
}

/// A tensor's autograd graph as the page draws it: `nodes[0]` is its `grad_fn`.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct GraphData {
    /// The variable whose graph this is.
    #[serde(default)]
    pub root: String,
    pub nodes: Vec<GraphNodeData>,
    /// Nodes past the drawing's cap.
    pub more: usize,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct GraphNodeData {
    pub name: String,
    pub leaf: Option<String>,
    pub saved: Vec<String>,
    /// `next_functions`: the node each input's gradient goes to, `None` where none.
    pub next: Vec<Option<usize>>,
    /// When `backward()` runs it, from 1.
    pub step: usize,
    /// From the dry backward: the gradient each output receives and each input gets, as
    /// "shape strides" text (`stridelab_core::graph_view::graph_with_gradients`).
    #[serde(default)]
    pub received: Vec<Option<String>>,
    #[serde(default)]
    pub sent: Vec<Option<String>>,
    /// Why the dry backward stopped at this node.
    #[serde(default)]
    pub stopped: Option<String>,
    /// The names under which the run's tensors list what this node saved (`from_graph`
    /// views), so a click on the node opens them in the memory view.
    #[serde(default)]
    pub saved_views: Vec<String>,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct LoopNestView {
    pub kernel: String,
    pub op: String,
    /// Outermost first: (size, stride of each operand).
    pub loops: Vec<(usize, Vec<usize>)>,
    pub contiguous_fast_path: bool,
    /// A GPU kernel has no loop nest: its threads are the loop. The workgroups dispatched,
    /// and each operand's (role, shape, strides, offset) that every thread maps its index
    /// through.
    #[serde(default)]
    pub workgroups: Option<[u32; 3]>,
    #[serde(default)]
    pub operands: Vec<(String, Vec<usize>, Vec<usize>, usize)>,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct StorageView {
    pub id: u64,
    pub dtype: String,
    pub itemsize: usize,
    /// Length in elements.
    pub len: usize,
    pub nbytes: usize,
    pub address: u64,
    pub device: String,
    /// Formatted values of elements `first .. first + values.len()` (a window for huge
    /// storages).
    pub first: usize,
    pub values: Vec<String>,
    /// Further windows for views that read far from `first` (`big[99990:]` of a storage
    /// whose base starts at 0), so each view's own elements have values.
    #[serde(default)]
    pub more: Vec<ValueWindow>,
    /// Every element as little-endian f32, base64, for a storage too big for the windows
    /// (the heatmap colours a 1024×1024 tensor from it); None when the windows hold it all.
    #[serde(default)]
    pub dense: Option<String>,
    /// `dense` holds f64 (any dtype but float32, so float64 and integers up to 2**53 are
    /// exact); otherwise f32.
    #[serde(default)]
    pub dense_f64: bool,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct ValueWindow {
    pub first: usize,
    pub values: Vec<String>,
}

impl RunResult {
    pub fn storage(&self, id: u64) -> Option<&StorageView> {
        self.storages.iter().find(|s| s.id == id)
    }

    pub fn tensor(&self, name: &str) -> Option<&TensorView> {
        self.tensors.iter().find(|t| t.name == name)
    }

    /// Names of the tensors that view a storage (the script's own; a tensor a graph node
    /// saved is shown when opened, not in every view of its storage).
    pub fn sharers(&self, id: u64) -> Vec<&TensorView> {
        self.tensors
            .iter()
            .filter(|t| t.storage == id && !t.from_graph)
            .collect()
    }
}
