// The worker runs every kernel of the playground: its large tensor buffers are aligned and
// coloured as the native binary's are (core/src/cpu/placement.rs, docs/performance.md).
#[global_allocator]
static ALLOCATOR: stridelab_core::cpu::placement::Placed<std::alloc::System> =
    stridelab_core::cpu::placement::Placed::new(std::alloc::System);

fn main() {
    stridelab_web::worker::start();
}
