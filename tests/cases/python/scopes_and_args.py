# Scopes and arguments: closures with nonlocal, keyword-only parameters, defaults, *args and
# **kwargs forwarding, raise ... from, and CPython's messages when a call does not fit.


def make_counter():
    count = 0

    def inc(step=1):
        nonlocal count
        count += step
        return count

    return inc


counter = make_counter()
counter(), counter(), counter(10)
other = make_counter()
other()

total = 0


def add_global(x):
    global total
    total += x


add_global(5)
add_global(7)
total


def train(model, *, lr=0.1, epochs):
    return model, lr, epochs


train("mlp", epochs=3)
train("mlp", lr=0.5, epochs=1)
train("mlp", 0.5, 1)
train("mlp")


def forward_all(*args, **kwargs):
    return train(*args, **kwargs)


forward_all("cnn", epochs=2, lr=0.01)


def defaults(a, b=2, c=3):
    return a + b + c


defaults(1), defaults(1, c=10), defaults(1, 2, 3)
defaults(1, 2, 3, 4)
defaults()
defaults(1, a=2)
defaults(1, d=4)
scale = lambda x, factor=2: x * factor
scale(3), scale(3, 10)
1 < 2 < 3, 1 < 3 < 2, 0 <= 0 < 1 != 2


def parse(text):
    try:
        return int(text)
    except ValueError as err:
        raise KeyError(f"not a number: {text}") from err


parse("42")
parse("forty-two")
