#!/usr/bin/env python3
"""Long runs of several pages at once, each in its own Chromium, sampled from outside the browser.

  long_runs.py BASE_URL OUTDIR INTERVAL_S NAME=PAGE [NAME=PAGE ...]

Opens BASE_URL + PAGE in its own Chromium launch (cdp_run.py, with $GPU_FLAGS and
$EXTRA_FLAGS) for every NAME, a few seconds apart, and every INTERVAL_S seconds
records for each of them, from /proc and nvidia-smi rather than from the page:
the resident memory of all its Chromium processes (MB), the GPU memory nvidia-smi
gives those processes (MB; null where nvidia-smi lists no process of it), and the
GPU's memory in use in all. Samples go to OUTDIR/samples.jsonl as they are
taken; each page's own result to OUTDIR/NAME.json. When every page has ended,
OUTDIR/summary.json compares each page's last sample with its first sample after
WARMUP_S seconds (env, default 120) and OUTDIR/DONE is written.

Why from outside: a page cannot see its GPU process's memory, and a leak in the
browser (a frame upload that keeps its texture) grows there, not in the JS heap.
"""
import json, os, re, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))


def process_table():
    """{pid: (ppid, rss_kb)} of every process now."""
    table = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/stat") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{pid}/statm") as f:
                rss_pages = int(f.read().split()[1])
        except (OSError, IndexError, ValueError):
            continue  # gone meanwhile
        table[int(pid)] = (ppid, rss_pages * os.sysconf("SC_PAGE_SIZE") // 1024)
    return table


def tree(table, root):
    """The pids of `root` and every process below it."""
    children = {}
    for pid, (ppid, _) in table.items():
        children.setdefault(ppid, []).append(pid)
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        if pid in table:
            out.append(pid)
        todo.extend(children.get(pid, []))
    return out


def gpu_memory():
    """({pid: MiB} of the processes nvidia-smi lists, MiB in use on the GPU in all or None)."""
    per_pid = {}
    try:
        q = subprocess.run(["nvidia-smi", "--query-compute-apps=pid,used_memory", "--format=csv,noheader,nounits"],
                           capture_output=True, text=True, timeout=20).stdout
        for line in q.splitlines():
            parts = [p.strip() for p in line.split(",")]
            if len(parts) == 2 and parts[0].isdigit() and parts[1].isdigit():
                per_pid[int(parts[0])] = int(parts[1])
        # Graphics contexts (Vulkan, ANGLE) are listed only in the plain report's process table.
        plain = subprocess.run(["nvidia-smi"], capture_output=True, text=True, timeout=20).stdout
        for m in re.finditer(r"^\|\s+\d+\s+\S+\s+\S+\s+(\d+)\s+\S+\s+.*?(\d+)MiB\s*\|\s*$", plain, re.M):
            pid, mib = int(m.group(1)), int(m.group(2))
            per_pid[pid] = max(per_pid.get(pid, 0), mib)
        total = subprocess.run(["nvidia-smi", "--query-gpu=memory.used", "--format=csv,noheader,nounits"],
                               capture_output=True, text=True, timeout=20).stdout.split()
        return per_pid, int(total[0]) if total and total[0].isdigit() else None
    except (OSError, subprocess.SubprocessError):
        return per_pid, None


def main():
    base, outdir, interval = sys.argv[1], sys.argv[2], float(sys.argv[3])
    pages = [arg.split("=", 1) for arg in sys.argv[4:]]
    warmup = float(os.environ.get("WARMUP_S", "120"))
    os.makedirs(outdir, exist_ok=True)
    flags = os.environ.get("GPU_FLAGS", "").split() + os.environ.get("EXTRA_FLAGS", "").split()
    chrome = os.environ["CHROMIUM"]
    runs = {}
    for name, page in pages:
        # Each page's own log beside its result (cdp_run.py writes NAME.json.stderr).
        runs[name] = {"proc": subprocess.Popen([sys.executable, os.path.join(HERE, "cdp_run.py"), chrome, base + page,
                                                os.path.join(outdir, name + ".json"), *flags],
                                               stdout=open(os.path.join(outdir, name + ".out"), "w"),
                                               stderr=subprocess.STDOUT),
                      "start": time.time(), "page": page}
        time.sleep(5)  # one fresh GPU process at a time
    samples = open(os.path.join(outdir, "samples.jsonl"), "a")
    while True:
        table = process_table()
        per_pid, total = gpu_memory()
        now = time.time()
        live = 0
        for name, run in runs.items():
            if run["proc"].poll() is not None:
                continue
            live += 1
            pids = tree(table, run["proc"].pid)
            gpu = [per_pid[p] for p in pids if p in per_pid]
            row = {"name": name, "t": round(now - run["start"], 1), "processes": len(pids),
                   "rss_mb": round(sum(table[p][1] for p in pids) / 1024, 1),
                   "gpu_mb": sum(gpu) if gpu else None, "gpu_total_mb": total}
            samples.write(json.dumps(row) + "\n")
        samples.flush()
        if live == 0:
            break
        time.sleep(interval)
    samples.close()
    summarize(outdir, runs, warmup)


def summarize(outdir, runs, warmup):
    rows = [json.loads(line) for line in open(os.path.join(outdir, "samples.jsonl"))]
    summary = {}
    for name, run in runs.items():
        mine = [r for r in rows if r["name"] == name]
        warm = [r for r in mine if r["t"] >= warmup]
        entry = {"page": run["page"], "rc": run["proc"].returncode, "samples": len(mine)}
        if warm:
            first, last = warm[0], warm[-1]
            for key in ("rss_mb", "gpu_mb", "gpu_total_mb"):
                vals = [r[key] for r in warm if r[key] is not None]
                if not vals or first[key] is None or last[key] is None:
                    entry[key] = None
                    continue
                entry[key] = {"after_warmup": first[key], "last": last[key], "max": max(vals), "min": min(vals),
                              "change_pct": round(100 * (last[key] - first[key]) / first[key], 2) if first[key] else None,
                              "max_over_warm_pct": round(100 * (max(vals) - first[key]) / first[key], 2) if first[key] else None}
            entry["seconds_sampled"] = [first["t"], last["t"]]
        try:
            page = json.load(open(os.path.join(outdir, name + ".json")))
            result = page.get("page") if isinstance(page.get("page"), dict) else {}
            entry["page_summary"] = result.get("summary")
            # The driver's error, else the page's own (a page that threw reports {error}).
            entry["page_error"] = page.get("error") or result.get("error")
        except (OSError, ValueError) as e:
            entry["page_error"] = repr(e)
        summary[name] = entry
    json.dump(summary, open(os.path.join(outdir, "summary.json"), "w"), indent=1)
    print(json.dumps(summary, indent=1))
    open(os.path.join(outdir, "DONE"), "w").write("done\n")


if __name__ == "__main__":
    main()
