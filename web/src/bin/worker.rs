// The worker runs every kernel of the playground: its large tensor buffers are aligned and
// coloured as the native binary's are, and small blocks are cached (core/src/host_memory/placement.rs,
// core/src/host_memory/size_classes.rs, docs/performance.md).
#[global_allocator]
static ALLOCATOR: stridelab_core::host_memory::size_classes::BrowserAllocator =
    stridelab_core::host_memory::size_classes::browser_allocator();

fn main() {
    stridelab_web::worker::start();
}
