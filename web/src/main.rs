// The page's own tensors (snapshots, drawings) follow the worker's allocation rules.
#[global_allocator]
static ALLOCATOR: stridelab_core::host_memory::size_classes::BrowserAllocator =
    stridelab_core::host_memory::size_classes::browser_allocator();

fn main() {
    stridelab_web::mount();
}
