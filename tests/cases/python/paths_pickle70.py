# pickle, pathlib and glob (stop 70): the tutorials' `MODEL_PATH = Path("models")` saving
# idiom, char-RNN's `glob.glob('data/names/*.txt')`, and pickle round trips of plain data
# with CPython's protocol-4 bytes.
import glob
import os
import pathlib
import pickle
import shutil
from pathlib import Path

import torch

# --- pickle
pickle.dumps({'a': 1})
len(pickle.dumps({'a': 1}))
pickle.dumps([1, 2.5, 'x', None, True, (1, 2), b'ab'])
pickle.dumps(list(range(1001)))[-12:]
pickle.dumps([2 ** 31, -2 ** 31 - 1, 2 ** 64, -129, 70000, 300])
pickle.dumps(('w', 'w', ['w']))
pickle.dumps({'loss': [0.5, 0.25], 'epoch': 3, 'name': 'model'}, protocol=pickle.HIGHEST_PROTOCOL)
pickle.loads(pickle.dumps({'a': [1, 2, (3, 4)], 'b': {'c': None}}))
pickle.loads(pickle.dumps({1, 2, 3})), pickle.loads(pickle.dumps(frozenset([4])))
pickle.loads(b'\x80\x04\x95\n\x00\x00\x00\x00\x00\x00\x00}\x94\x8c\x01a\x94K\x01s.')
pickle.loads(pickle.dumps('é' * 300)) == 'é' * 300
len(pickle.dumps(list(range(30000))))
pickle.loads(pickle.dumps([1.5, -0.0, float('inf')]))
l = [1]
pickle.dumps([l, l])
d = pickle.loads(pickle.dumps([l, l]))
d[0] is d[1]
import io
buf = io.BytesIO()
pickle.dump({'k': 'v'}, buf)
buf.seek(0)
pickle.load(buf)
# --- pathlib
p = Path('/tmp/sl70_models') / 'net.pth'
p, str(p), p.name, p.stem, p.suffix, p.parent, p.parts
type(p).__name__, isinstance(p, Path), isinstance(p, pathlib.PurePath), isinstance(p, os.PathLike)
Path('a/b/../c.tar.gz').suffixes, Path('a//b/./c').parts, Path('.bashrc').suffix, Path('.bashrc').stem
Path(''), Path('/'), Path('/').name, Path('/').parent, Path('a').parent, Path('x/y.txt').with_suffix('.md')
Path('x/y.txt').with_name('z.csv'), Path('a', 'b', 'c'), Path('a') / '/abs', 'pre' / Path('post')
Path('/a/b/c').relative_to('/a'), Path('/a/b') == Path('/a/b/'), Path('/a/b').is_absolute(), Path('a').is_absolute()
list(Path('/a/b/c').parents), Path('data/names/x.txt').match('*.txt'), Path('a/b').joinpath('c', 'd')
os.path.join(Path('/tmp'), 'x'), os.fspath(Path('a/b')), str(Path('/tmp') / Path('q'))
MODEL_PATH = Path('/tmp/sl70_models')
MODEL_PATH.mkdir(parents=True, exist_ok=True)
MODEL_PATH.exists(), MODEL_PATH.is_dir(), MODEL_PATH.is_file()
MODEL_SAVE_PATH = MODEL_PATH / 'model_0.pth'
torch.save({'w': torch.ones(2)}, MODEL_SAVE_PATH)
MODEL_SAVE_PATH.exists(), MODEL_SAVE_PATH.is_file()
torch.load(MODEL_SAVE_PATH)
(MODEL_PATH / 'notes.txt').write_text('hello\n')
(MODEL_PATH / 'notes.txt').read_text()
with open(MODEL_PATH / 'notes.txt') as f:
    first = f.readline()
first
sorted(x.name for x in MODEL_PATH.iterdir())
try:
    MODEL_PATH.mkdir()
except FileExistsError as e:
    err = str(e)
err
# --- glob
os.makedirs('/tmp/sl70_models/names', exist_ok=True)
for lang in ['English', 'French', 'Greek']:
    with open('/tmp/sl70_models/names/' + lang + '.txt', 'w') as f:
        f.write('Ab\n')
sorted(glob.glob('/tmp/sl70_models/names/*.txt'))
sorted(glob.glob('/tmp/sl70_models/names/[EF]*.txt'))
sorted(glob.glob('/tmp/sl70_models/*'))
sorted(glob.glob('/tmp/sl70_models/**/*.txt', recursive=True))
glob.glob('/tmp/sl70_nothing/*')
sorted(os.path.splitext(os.path.basename(f))[0] for f in glob.glob('/tmp/sl70_models/names/*.txt'))
sorted(str(q) for q in MODEL_PATH.glob('names/*.txt'))
(MODEL_PATH / 'notes.txt').unlink()
(MODEL_PATH / 'notes.txt').exists()
shutil.rmtree('/tmp/sl70_models')
MODEL_PATH.exists()
