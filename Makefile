# Laika — see README.md. `make demo` runs the main job on the built-in
# default; `make test` sets up what the tests need (scripts/setup.sh) and runs
# every check: lint, the Windows/macOS cross builds, Go tests, extension unit
# tests and the real-Chromium and real-Firefox end-to-end suite.

GO        ?= go
BIN       := bin/laika-host
OLLAMA    := .tools/ollama
OLLAMA_VERSION := v0.11.4
VERSION   ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS   := -s -w -X main.Version=$(VERSION)

.PHONY: build test setup gotest e2e install demo bench lint fuzz tools generate clean cross

# Static (CGO_ENABLED=0): nothing in the host needs cgo (SQLite is the pure-Go
# modernc port), and skipping the dynamic loader saves ~0.5 ms of every
# cold start; the browser starts one host per window.
build:
	CGO_ENABLED=0 $(GO) build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) ./cmd/laika-host

# Everything CI checks, on a fresh Debian machine too: setup installs the apt
# packages (as root; otherwise it prints the apt-get line and stops), the Go
# modules and the npm packages; the real-Ollama tests build .tools/ollama
# (`make tools`) and read ../shared/models. Make runs the prerequisites in
# this order (no -j): cheap checks first, the slow e2e suite last.
test: setup lint cross gotest e2e

setup:
	bash scripts/setup.sh

# Timing tests cannot run under -race (it multiplies run times), so they get
# a second, plain pass of their own.
gotest: $(OLLAMA)
	$(GO) test -race -count=1 ./...
	$(GO) test -count=1 -run 'TestExtractiveScales|TestParseIsNotQuadratic|TestHostilePages' ./summary ./llmcp ./extract

e2e: build
	bash e2e/run.sh

# Installs the host for Chrome with the bundled extension's id. Other
# browsers: bin/laika-host install --browser chromium|edge|brave|vivaldi|firefox
install: build
	$(BIN) install --browser chrome

demo: build
	$(GO) run ./scripts/demo

bench: build
	$(GO) run ./scripts/bench

# gofmt first: it is the cheapest and the one most often forgotten.
lint:
	@unformatted=$$(gofmt -l $$(git ls-files '*.go')); \
	  if [ -n "$$unformatted" ]; then echo "gofmt -l (run gofmt -w):"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...

# Cross-compiles and vets for the other desktop systems: the Windows
# registry code (manifests/winreg_windows.go) and every build-tagged file
# only compile there. CI runs it; nothing here needs cgo.
CROSS := windows/amd64 darwin/arm64
cross:
	@for t in $(CROSS); do \
	  echo "cross: $$t"; \
	  GOOS=$${t%/*} GOARCH=$${t#*/} CGO_ENABLED=0 $(GO) build -o /dev/null ./cmd/laika-host || exit 1; \
	  GOOS=$${t%/*} GOARCH=$${t#*/} CGO_ENABLED=0 $(GO) vet ./... || exit 1; \
	done

# Runs each fuzzer for FUZZTIME (default 2m).
FUZZTIME ?= 2m
fuzz:
	$(GO) test ./nativemsg -run XXX -fuzz FuzzReadFrame -fuzztime $(FUZZTIME)
	$(GO) test ./host -run XXX -fuzz FuzzDecodeRequest -fuzztime $(FUZZTIME)

# A real Ollama server for the model tests, built from the Go module proxy
# (cgo, CPU only; about 3 minutes on 2 cores). Needs nlohmann-json3-dev.
tools: $(OLLAMA)
$(OLLAMA):
	bash scripts/setup.sh apt
	GOBIN=$(CURDIR)/.tools GOFLAGS=-mod=mod $(GO) install github.com/ollama/ollama@$(OLLAMA_VERSION)

# Regenerates extension/generated/: registry.json from the tool registry and
# the error-code and signal lists, secrets.js from the secret parameter
# lists, patterns.js from the patterns package extract shares with the
# content script (TestRegistryFresh, TestSecretsJSFresh and
# TestPatternsJSFresh fail when one is stale).
generate:
	$(GO) generate ./tools ./extract

clean:
	rm -rf bin out e2e/artifacts

# Main-content word F1 per page type on the WCXB sample in ../shared
# (not part of `make test`: about a minute). X=all also scores the
# candidate extractors (go-readability v2, go-trafilatura) side by side.
.PHONY: bench-extract
X ?= laika
bench-extract:
	$(GO) run -tags candidates ./scripts/benchextract -x $(X)
	$(GO) run -tags candidates ./scripts/benchextract -x $(X) -set readability
	$(GO) run -tags candidates ./scripts/benchextract -x $(X) -set trafilatura
