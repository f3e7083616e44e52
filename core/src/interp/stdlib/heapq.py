# heapq: a binary min-heap kept in a plain list, with CPython 3.11's sift order so the list
# reads as CPython's does after the same pushes and pops (Lib/heapq.py's algorithm).


def _sift_down(heap, start, pos):
    # Move heap[pos] up towards start until its parent is no larger.
    item = heap[pos]
    while pos > start:
        parent = (pos - 1) >> 1
        if item < heap[parent]:
            heap[pos] = heap[parent]
            pos = parent
            continue
        break
    heap[pos] = item


def _sift_up(heap, pos):
    # Walk the smaller child down to a leaf, then sift the item back up (fewer comparisons).
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[child] < heap[right]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _sift_down(heap, start, pos)


def _check_list(heap, fname):
    if not isinstance(heap, list):
        raise TypeError(f"{fname}() argument 1 must be list, not {type(heap).__name__}")


def heappush(heap, item):
    _check_list(heap, "heappush")
    heap.append(item)
    _sift_down(heap, 0, len(heap) - 1)


def heappop(heap):
    _check_list(heap, "heappop")
    if not heap:
        raise IndexError("index out of range")
    last = heap.pop()
    if heap:
        top = heap[0]
        heap[0] = last
        _sift_up(heap, 0)
        return top
    return last


def heapreplace(heap, item):
    _check_list(heap, "heapreplace")
    if not heap:
        raise IndexError("index out of range")
    top = heap[0]
    heap[0] = item
    _sift_up(heap, 0)
    return top


def heappushpop(heap, item):
    _check_list(heap, "heappushpop")
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _sift_up(heap, 0)
    return item


def heapify(x):
    _check_list(x, "heapify")
    for i in reversed(range(len(x) // 2)):
        _sift_up(x, i)


def nsmallest(n, iterable, key=None):
    items = list(iterable)
    if n <= 0:
        return []
    return sorted(items, key=key)[:n]


def nlargest(n, iterable, key=None):
    items = list(iterable)
    if n <= 0:
        return []
    return sorted(items, key=key, reverse=True)[:n]


def merge(*iterables, key=None, reverse=False):
    items = []
    for it in iterables:
        items.extend(it)
    return iter(sorted(items, key=key, reverse=reverse))
