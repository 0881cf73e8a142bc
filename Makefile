# Trellis: the two set-up commands are `make render` and `make test`.
# Both install the Debian packages that are missing (through sudo when not root), then build.

PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpng-dev libisal-dev libdeflate-dev libyaml-dev libxml2-dev fonts-dejavu-core fonts-wqy-microhei
# UIKit's system font, drawn as Inter.
PACKAGES += fonts-inter
# Colour emoji and CJK per language (`lang:`), drawn through the embedded fontconfig configuration.
PACKAGES += fonts-noto-color-emoji fonts-noto-cjk
# JPEG images (libjpeg-turbo's TurboJPEG API) and SVG images (librsvg, drawn as vectors through cairo).
PACKAGES += libturbojpeg0-dev librsvg2-dev
# Headless Chromium for the browser tests of the review page and `trellis watch` (make test only).
BROWSER_PACKAGES := chromium
SWIFT    ?= swift
CONFIG   ?= release
BIN       = .build/$(CONFIG)/trellis

.PHONY: render test deps browser-deps install-packages build clean

deps:
	@$(MAKE) --no-print-directory install-packages WANTED="$(PACKAGES)"

browser-deps:
	@$(MAKE) --no-print-directory install-packages WANTED="$(BROWSER_PACKAGES)"

install-packages:
	@missing=""; \
	for p in $(WANTED); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi; \
	  echo "Installing:$$missing"; \
	  $$sudo apt-get update && \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG) --product trellis

render: build
	$(BIN) render Samples --output Output

test: build browser-deps
	scripts/check-imports.sh
	scripts/check-sizes.py
	$(SWIFT) test
	$(BIN) test Samples --reference Output --redraw

clean:
	rm -rf .build
