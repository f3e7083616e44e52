fn main() {
    stridelab_web::mount();
}
