# _torch_zip: the archive PyTorch's PyTorchStreamWriter (over miniz) writes for torch.save:
# stored (uncompressed) records, each local header's extra field an "FB" pad that puts the
# record's data at a multiple of 64 bytes, a data descriptor after the data, then the
# central directory and zip64's end records (miniz is opened with MZ_ZIP_FLAG_WRITE_ZIP64).
# Times, dates, versions and attributes are all zero, as miniz leaves them.

_ALIGN = 64


def _u16(n):
    return n.to_bytes(2, "little")


def _u32(n):
    return n.to_bytes(4, "little")


def _u64(n):
    return n.to_bytes(8, "little")


def archive(records):
    # records: [(full name, bytes)] in the order PyTorch writes them.
    out = bytearray()
    central = bytearray()
    for name, data in records:
        raw = name.encode()
        size = len(data)
        if size >= 0xFFFFFFFF or len(out) >= 0xFFFFFFFF:
            raise NotImplementedError("torch.save archives of 4 GiB or more are not written by stridelab")
        start = len(out) + 30 + len(raw) + 4
        pad = (-start) % _ALIGN
        crc = _native.crc32(data)
        offset = len(out)
        # miniz writes an empty record without a data descriptor (flag bit 3 clear).
        flags = 0x808 if size else 0x800
        out += b"PK\x03\x04" + _u16(0) + _u16(flags) + bytes(18) + _u16(len(raw))
        out += _u16(pad + 4) + raw + b"FB" + _u16(pad) + b"Z" * pad
        out += data
        if size:
            out += b"PK\x07\x08" + _u32(crc) + _u32(size) + _u32(size)
        central += b"PK\x01\x02" + _u16(0) + _u16(0) + _u16(flags) + bytes(6)
        central += _u32(crc) + _u32(size) + _u32(size) + _u16(len(raw)) + bytes(12)
        central += _u32(offset) + raw
    cd_at = len(out)
    n = len(records)
    out += central
    end64 = len(out)
    out += b"PK\x06\x06" + _u64(44) + _u16(0x31E) + _u16(0x2D) + bytes(8)
    out += _u64(n) + _u64(n) + _u64(len(central)) + _u64(cd_at)
    out += b"PK\x06\x07" + _u32(0) + _u64(end64) + _u32(1)
    out += b"PK\x05\x06" + bytes(4) + _u16(n) + _u16(n) + _u32(len(central)) + _u32(cd_at) + _u16(0)
    return bytes(out)


def _le(data, at, n):
    return int.from_bytes(data[at:at + n], "little")


def record(data, name):
    # The bytes of the record ".../name" of an archive, found through its central
    # directory as miniz finds them; None when the bytes are no such archive.
    at = len(data) - 22
    if at < 0 or data[at:at + 4] != b"PK\x05\x06":
        at = data.rfind(b"PK\x05\x06")
        if at < 0 or at + 22 > len(data):
            return None
    cd = _le(data, at + 16, 4)
    for _ in range(_le(data, at + 10, 2)):
        if data[cd:cd + 4] != b"PK\x01\x02":
            return None
        size = _le(data, cd + 24, 4)
        n = _le(data, cd + 28, 2)
        skip = n + _le(data, cd + 30, 2) + _le(data, cd + 32, 2)
        found = data[cd + 46:cd + 46 + n]
        if found.endswith(b"/" + name.encode()):
            local = _le(data, cd + 42, 4)
            begin = local + 30 + _le(data, local + 26, 2) + _le(data, local + 28, 2)
            return data[begin:begin + size]
        cd += 46 + skip
    return None
