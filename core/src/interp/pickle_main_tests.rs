//! pickle of the script's own classes, which live in `__main__` as under `python script.py`
//! (the oracle's harness runs scripts in the builtins module, where CPython cannot find
//! them, so its records cannot hold this; docs/decisions.md, "Stop 80").

use super::script_output_tests::printed;

#[test]
fn a_main_class_pickles_as_python_script_py_does() {
    // The bytes `python3 script.py` prints with CPython 3.11.
    let text = printed(
        "import pickle\n\
         class P:\n    def __init__(self): self.a = 1\n\
         def f(x): return x\n\
         print(pickle.dumps(P(), protocol=2))\n\
         print(pickle.dumps(P()))\n\
         print(pickle.dumps(f, protocol=3))\n\
         q = pickle.loads(pickle.dumps([P(), f]))\n\
         print(type(q[0]) is P, q[0].a, q[1] is f)\n",
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        r"b'\x80\x02c__main__\nP\nq\x00)\x81q\x01}q\x02X\x01\x00\x00\x00aq\x03K\x01sb.'"
    );
    assert_eq!(
        lines[1],
        r"b'\x80\x04\x95\x1f\x00\x00\x00\x00\x00\x00\x00\x8c\x08__main__\x94\x8c\x01P\x94\x93\x94)\x81\x94}\x94\x8c\x01a\x94K\x01sb.'"
    );
    assert_eq!(lines[2], r"b'\x80\x03c__main__\nf\nq\x00.'");
    assert_eq!(lines[3], "True 1 True");
}
