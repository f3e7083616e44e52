import csv
import io
import os
import shutil

# --- d2l.ai "Data Preprocessing": write a tiny house dataset, read it back ---
os.makedirs(os.path.join('data_csv_case', 'data'), exist_ok=True)
data_file = os.path.join('data_csv_case', 'data', 'house_tiny.csv')
with open(data_file, 'w') as f:
    f.write('''NumRooms,RoofType,Price
NA,NA,127500
2,NA,106000
4,Slate,178100
NA,NA,140000''')

with open(data_file, newline='') as f:
    rows = list(csv.reader(f))
rows
header, body = rows[0], rows[1:]
header
[[None if v == 'NA' else v for v in r] for r in body]

# Fill missing NumRooms with the mean, as the chapter does with fillna()
known = [float(r[0]) for r in body if r[0] != 'NA']
mean_rooms = sum(known) / len(known)
mean_rooms
inputs = [[float(r[0]) if r[0] != 'NA' else mean_rooms,
           1 if r[1] == 'Slate' else 0,
           1 if r[1] == 'NA' else 0] for r in body]
inputs
targets = [int(r[2]) for r in body]
targets

# DictReader over the same file: fieldnames come from the first row
with open(data_file, newline='') as f:
    reader = csv.DictReader(f)
    records = list(reader)
reader.fieldnames
reader.line_num
records
[r['Price'] for r in records if r['RoofType'] == 'NA']

# Write a processed file with csv.writer and read its raw text back
out_file = os.path.join('data_csv_case', 'house_processed.csv')
with open(out_file, 'w', newline='') as f:
    w = csv.writer(f, quoting=csv.QUOTE_NONNUMERIC)
    w.writerow(['NumRooms', 'RoofType_Slate', 'RoofType_nan', 'Price'])
    w.writerows(inp + [t] for inp, t in zip(inputs, targets))
with open(out_file, newline='') as f:
    raw = f.read()
raw
with open(out_file, newline='') as f:
    numeric_rows = list(csv.reader(f, quoting=csv.QUOTE_NONNUMERIC))
numeric_rows

# --- csv.reader over io.StringIO ---
text = 'name,quote,score\r\nAda,"Hello, world",3\r\nBob,"He said ""hi""",4.5\r\n\r\nCy,"two\nlines",\r\n'
list(csv.reader(io.StringIO(text, newline='')))
r = csv.reader(io.StringIO(text, newline=''))
next(r)
r.line_num
[row for row in r]
r.line_num
list(csv.reader(['a; b; "c;d"'], delimiter=';', skipinitialspace=True))
list(csv.reader(['x\\,y,z'], escapechar='\\'))
list(csv.reader(['1,2.5,"three"'], quoting=csv.QUOTE_NONNUMERIC))

# --- csv.writer with the different quoting modes ---
data = [['id', 'text', 'value'], [1, 'plain', 2.5], [2, 'comma, here', None],
        [3, 'quote " here', True], [4, 'new\nline', -0.5]]
buf = io.StringIO()
csv.writer(buf).writerows(data)
buf.getvalue()
buf = io.StringIO()
csv.writer(buf, quoting=csv.QUOTE_ALL).writerows(data)
buf.getvalue()
buf = io.StringIO()
csv.writer(buf, quoting=csv.QUOTE_NONNUMERIC, lineterminator='\n').writerows(data)
buf.getvalue()
buf = io.StringIO()
csv.writer(buf, quoting=csv.QUOTE_NONE, escapechar='\\').writerows(data)
buf.getvalue()
buf = io.StringIO()
w = csv.writer(buf, dialect='excel-tab')
w.writerow(['a b', 'c\td', ''])
w.writerow([''])
buf.getvalue()

# --- DictWriter / DictReader round trip ---
buf = io.StringIO()
dw = csv.DictWriter(buf, fieldnames=['name', 'city', 'age'], restval='?')
dw.writeheader()
dw.writerow({'name': 'Ann', 'city': 'Oslo', 'age': 31})
dw.writerows([{'name': 'Ben', 'age': 25}, {'name': 'Cara', 'city': 'Rome, IT'}])
buf.getvalue()
list(csv.DictReader(io.StringIO(buf.getvalue(), newline='')))
extra = csv.DictReader(io.StringIO('a,b\n1,2,3,4\n5\n'), restkey='more', restval='-')
list(extra)
ignoring = csv.DictWriter(io.StringIO(), ['a'], extrasaction='ignore')
ignoring.writerow({'a': 1, 'b': 2})

# --- dialects ---
csv.register_dialect('pipes', delimiter='|', quoting=csv.QUOTE_MINIMAL)
sorted(csv.list_dialects())
d = csv.get_dialect('pipes')
(d.delimiter, d.quotechar, d.doublequote, d.escapechar, d.lineterminator, d.quoting)
list(csv.reader(['a|"b|c"|d'], 'pipes'))
csv.unregister_dialect('pipes')
'pipes' in csv.list_dialects()
csv.field_size_limit()

# --- cleanup of everything written to disk ---
shutil.rmtree('data_csv_case')
os.path.exists('data_csv_case')

# --- statements that raise ---
csv.get_dialect('nope')
csv.writer(io.StringIO()).writerow(5)
next(csv.reader(['"unterminated'], strict=True))
list(csv.reader(['a,"b"c'], strict=True))
list(csv.reader(['1,x'], quoting=csv.QUOTE_NONNUMERIC))
csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(['a,b'])
csv.reader([], delimiter='::')
csv.DictWriter(io.StringIO(), ['a']).writerow({'a': 1, 'zz': 2})
csv.unregister_dialect('nope')
