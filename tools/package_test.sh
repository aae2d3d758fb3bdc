#!/usr/bin/env bash
# Builds the Debian package from a finished build and tries it as a player's machine would
# (issue #36, docs/packaging.md): lintian, an install of an older-numbered package with a
# player's data beside it, the upgrade to this one, both programs run from /usr/bin (versions,
# a short simulate, the desktop program offscreen started and closed, a damaged settings file),
# then removal: nothing of the package may be left, and the player's data must be.
#
# usage: tools/package_test.sh [BUILD_DIR]      (root, or sudo; default BUILD_DIR: build)
#
# It installs into this machine's own root (apt-get resolves the Qt libraries the package
# depends on); a fresh chroot would need a Debian mirror and minutes of downloads per run.
# It refuses to run when a galactica-solo package is installed already.
set -euo pipefail
cd "$(dirname "$0")/.."
build=$(cd "${1:-build}" && pwd)
as_root=$( [ "$(id -u)" = 0 ] || echo sudo )
started=$SECONDS
step() { printf '\n== %s (%d s)\n' "$*" $((SECONDS - started)); }
fail() { echo "package_test: FAILED: $*" >&2; exit 1; }

for tool in cpack dpkg-deb dpkg-shlibdeps lintian appstreamcli desktop-file-validate; do
    command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install dpkg-dev lintian appstream desktop-file-utils)"
done
if dpkg-query -W -f='${Status}' galactica-solo 2>/dev/null | grep -q 'install ok installed'; then
    fail "a galactica-solo package is installed already; remove it first (apt-get purge galactica-solo)"
fi

version=$(sed -n 's/^project(galactica-solo VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
[ -n "$version" ] || fail "no project version in CMakeLists.txt"
work=$(mktemp -d /tmp/galactica-package-test.XXXXXX)
trap 'rm -rf "$work"; $as_root apt-get purge -y -q galactica-solo >/dev/null 2>&1 || true' EXIT

step "packages: $version, and the same build numbered 0.1.0 as the older version"
(cd "$build" && cpack -G DEB -B "$work/new" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; fail "cpack"; }
(cd "$build" && cpack -G DEB -B "$work/old" -D CPACK_PACKAGE_VERSION=0.1.0 >>"$work/cpack.log" 2>&1) ||
    { cat "$work/cpack.log"; fail "cpack (0.1.0)"; }
new_deb=$(ls "$work"/new/galactica-solo_"$version"_*.deb)
old_deb=$(ls "$work"/old/galactica-solo_0.1.0_*.deb)
dpkg-deb --info "$new_deb" | sed -n '/Package:/,$p'
depends=$(dpkg-deb --field "$new_deb" Depends)
for library in libqt6core6 libqt6widgets6 libqt6sql6 libqt6charts6 libstdc++6 libqt6sql6-sqlite; do
    grep -q "$library" <<<"$depends" || fail "Depends lacks $library: $depends"
done

step "lintian (tags justified in docs/packaging.md are not errors)"
lintian --fail-on error,warning --suppress-tags-from-file packaging/debian/lintian-justified "$new_deb" ||
    fail "lintian"

step "the files the package holds"
dpkg-deb --contents "$new_deb" | awk '{print $6}' | sed 's|^\./|/|' >"$work/contents"
app_id=io.github.galactica_solo.galactica_solo
for file in /usr/bin/galactica-solo /usr/bin/galactica-solo-cli /usr/share/applications/$app_id.desktop \
    /usr/share/metainfo/$app_id.metainfo.xml /usr/share/icons/hicolor/scalable/apps/$app_id.svg \
    /usr/share/icons/hicolor/256x256/apps/$app_id.png /usr/share/icons/hicolor/16x16/apps/$app_id.png \
    /usr/share/man/man6/galactica-solo-cli.6.gz /usr/share/man/man6/galactica-solo.6.gz \
    /usr/share/doc/galactica-solo/copyright /usr/share/doc/galactica-solo/changelog.gz; do
    grep -qx "$file" "$work/contents" || fail "the package lacks $file"
done

# A player's home of our own: the programs' data and settings go where they would for a player.
export HOME="$work/home" QT_QPA_PLATFORM=offscreen
unset XDG_CONFIG_HOME XDG_DATA_HOME XDG_CACHE_HOME
mkdir -p "$HOME"
data="$HOME/.local/share/galactica-solo/galactica-solo"
settings="$HOME/.config/galactica-solo/galactica-solo.conf"

step "install the older package and play with it"
$as_root apt-get install -y -q "$old_deb" >"$work/apt.log" 2>&1 || { cat "$work/apt.log"; fail "installing 0.1.0"; }
/usr/bin/galactica-solo --screenshot "$work/first.png" || fail "the desktop program (0.1.0) did not start and close"
/usr/bin/galactica-solo-cli simulate --games 20 --seed 1 --mode solo --db "$data/statistics.sqlite" >"$work/sim.json" ||
    fail "simulate --db (0.1.0)"
mkdir -p "$data/games" && cp tests/golden/solo_roslin_adama.json "$data/games/"
[ -s "$settings" ] || fail "the desktop program wrote no settings at $settings"
snapshot() { (cd "$HOME" && find . -type f -print0 | sort -z | xargs -0 sha256sum); }
snapshot >"$work/before-upgrade"
echo "the player's data:"; sed 's/^[0-9a-f]*  /  /' "$work/before-upgrade"

step "upgrade to $version"
$as_root apt-get install -y -q "$new_deb" >"$work/apt.log" 2>&1 || { cat "$work/apt.log"; fail "upgrading to $version"; }
[ "$(dpkg-query -W -f='${Version}' galactica-solo)" = "$version" ] || fail "the installed version is not $version"
snapshot | diff "$work/before-upgrade" - || fail "the upgrade changed the player's data"

step "the installed programs"
/usr/bin/galactica-solo-cli --version | tee "$work/cli-version"
grep -q "^galactica-solo-cli $version" "$work/cli-version" || fail "galactica-solo-cli --version"
/usr/bin/galactica-solo-cli --help | grep -q 'simulate --games' || fail "galactica-solo-cli --help"
env -u QT_QPA_PLATFORM -u DISPLAY -u WAYLAND_DISPLAY /usr/bin/galactica-solo --version | tee "$work/gui-version"
grep -q "^galactica-solo $version" "$work/gui-version" || fail "galactica-solo --version (no display needed)"
/usr/bin/galactica-solo-cli simulate --games 20 --seed 1 --mode solo | tee "$work/sim.json"
grep -q '"games":20' "$work/sim.json" || fail "simulate"
/usr/bin/galactica-solo-cli simulate --games 5 --seed 2 --mode solo --db "$data/statistics.sqlite" | grep -q '"recorded":5' ||
    fail "the older statistics database no longer takes records"
/usr/bin/galactica-solo-cli replay "$data/games/solo_roslin_adama.json" --verify >/dev/null || fail "replaying the kept save"
/usr/bin/galactica-solo --screenshot "$work/started.png" || fail "the desktop program did not start and close"
[ "$(head -c 8 "$work/started.png" | od -An -tx1 | tr -d ' ')" = 89504e470d0a1a0a ] || fail "no PNG of the window"
if command -v man >/dev/null; then man -w galactica-solo-cli >/dev/null || fail "man galactica-solo-cli"; fi
desktop-file-validate /usr/share/applications/$app_id.desktop || fail "the installed desktop entry"
appstreamcli validate --no-net "/usr/share/metainfo/$app_id.metainfo.xml" || fail "the installed metainfo"

step "a damaged settings file is reported and set aside"
head -c 2000 /dev/urandom >"$settings"
/usr/bin/galactica-solo --screenshot "$work/recovered.png" 2>"$work/recovered.err" || fail "the program did not start over damaged settings"
cat "$work/recovered.err"
grep -q 'damaged' "$work/recovered.err" || fail "the damaged settings were not reported"
[ -f "$settings.corrupt" ] && [ -s "$settings" ] || fail "the damaged settings were not set aside and replaced"
grep -q '^\[window\]' "$settings" || fail "the new settings file holds no window settings"

step "remove the package"
snapshot >"$work/before-removal"
dpkg-query -L galactica-solo >"$work/installed"
$as_root apt-get purge -y -q galactica-solo >"$work/apt.log" 2>&1 || { cat "$work/apt.log"; fail "removing"; }
dpkg-query -W -f='${Status}' galactica-solo 2>/dev/null | grep -q 'installed' && fail "still installed"
left=""
while read -r path; do
    # Directories the system shares (/usr/share/man/man6, ...) stay; everything of ours goes.
    if [ -e "$path" ] && { [ ! -d "$path" ] || [[ "$path" == */galactica-solo ]]; }; then left+=" $path"; fi
done <"$work/installed"
[ -z "$left" ] || fail "left behind:$left"
snapshot | diff "$work/before-removal" - || fail "removing the package changed the player's data"
echo "the player's data is still there: $(wc -l <"$work/before-removal") files under $HOME"
step "package test passed"
