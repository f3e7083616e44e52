// The page's own tensors (snapshots, drawings) follow the worker's placement rules.
#[global_allocator]
static ALLOCATOR: stridelab_core::cpu::placement::Placed<std::alloc::System> =
    stridelab_core::cpu::placement::Placed::new(std::alloc::System);

fn main() {
    stridelab_web::mount();
}
