fn main() {
    stridelab_web::worker::start();
}
