//! `torch.Generator()` is a stream of its own. Its values are PyTorch's (checked against
//! PyTorch's records in tests/cases/random/seeding.py); these tests check the properties
//! that hold on every device, the wgpu device's Philox stream included.

use stridelab_tests::printed;

#[test]
fn a_seeded_generator_repeats_and_advances_its_own_stream() {
    let out = printed(
        "g = torch.Generator().manual_seed(7)
a = torch.randn(3, generator=g)
b = torch.randn(3, generator=g)
g2 = torch.Generator()
_ = g2.manual_seed(7)
c = torch.randn(3, generator=g2)
print(torch.equal(a, c), torch.equal(a, b), g.initial_seed())
",
    );
    assert_eq!(out, "True False 7\n");
}

#[test]
fn drawing_from_a_generator_leaves_the_global_stream_alone() {
    let out = printed(
        "g = torch.Generator().manual_seed(3)
torch.manual_seed(0)
x1 = torch.rand(2)
torch.manual_seed(0)
_ = torch.rand(5, generator=g)
x2 = torch.rand(2)
y = torch.rand(2, generator=g)
print(torch.equal(x1, x2), torch.equal(x2, y))
",
    );
    assert_eq!(out, "True False\n");
}

#[test]
fn every_kind_of_random_call_takes_the_generator() {
    let out = printed(
        "def fresh():
    return torch.Generator().manual_seed(11)
w = torch.empty(4)
_ = torch.nn.init.uniform_(w, generator=fresh())
v = torch.empty(4).uniform_(generator=fresh())
p1 = torch.randperm(6, generator=fresh())
p2 = torch.randperm(6, generator=fresh())
r1 = torch.randint(0, 100, (5,), generator=fresh())
r2 = torch.randint(0, 100, (5,), generator=fresh())
print(torch.equal(w, v), torch.equal(p1, p2), torch.equal(r1, r2))
",
    );
    assert_eq!(out, "True True True\n");
}
