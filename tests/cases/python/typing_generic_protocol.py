# typing's generic and structural names as library-style training code imports them: Generic
# bases, Protocol interfaces, TypedDict records, NewType, NoReturn, Annotated.
from typing import Generic, TypeVar, Protocol, NoReturn, TypedDict, runtime_checkable, Annotated, NewType, Iterator, Callable, Self, get_args
import torch

T = TypeVar("T")


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: list = []

    def push(self, item: T) -> None:
        self.items.append(item)

    def pop(self) -> T:
        return self.items.pop()


s = Stack[int]()
s.push(3)
s.push(4)
s.pop(), s.items
isinstance(s, Stack)


class HasForward(Protocol):
    def forward(self, x: torch.Tensor) -> torch.Tensor: ...


class Doubler:
    def forward(self, x):
        return 2 * x


def run(m: HasForward, x):
    return m.forward(x)


run(Doubler(), torch.ones(2))


class Movie(TypedDict):
    name: str
    year: int


m = Movie(name="Alien", year=1979)
m
type(m).__name__
m["year"]
Movie.__annotations__ == {"name": str, "year": int}
UserId = NewType("UserId", int)
UserId(5), UserId.__name__


def fail(msg: str) -> NoReturn:
    raise RuntimeError(msg)


try:
    fail("boom")
except RuntimeError as e:
    err = str(e)
err
Weight = Annotated[torch.Tensor, "kg"]
get_args(Callable[[int], str]) if False else "skip"
