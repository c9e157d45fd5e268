#!/usr/bin/env python3
"""Static server for the real-GPU benchmark pages (Python standard library only:
the GPU machine has python3 but no node).

  serve.py SITE_DIR PORT

SITE_DIR is what pack_site.sh made: the wasm site at /, bench/ and models/
beside it. COOP/COEP headers as web/tools/serve.mjs sends them. A file stored
as NAME.gz (pack_site.sh compresses the large wasm files so they fit one
device call) is served for NAME with Content-Encoding: gzip.
"""
import http.server
import os
import sys

TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".json": "application/json", ".html": "text/html", ".png": "image/png", ".jpg": "image/jpeg"}


class Handler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def do_GET(self):
        path = self.translate_path(self.path)
        if not os.path.exists(path) and os.path.exists(path + ".gz"):
            with open(path + ".gz", "rb") as f:
                body = f.read()
            self.send_response(200)
            self.send_header("Content-Type", TYPES.get(os.path.splitext(path)[1], "application/octet-stream"))
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()

    def guess_type(self, path):
        return TYPES.get(os.path.splitext(path)[1]) or super().guess_type(path)

    def log_message(self, *args):
        pass


if __name__ == "__main__":
    os.chdir(sys.argv[1])
    http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[2])), Handler).serve_forever()
