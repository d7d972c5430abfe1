#!/bin/bash
# check_install.sh CMAKE BUILD_DIR SOURCE_DIR EXPECT_EXECUTABLE(0|1)
#
# Installs BUILD_DIR into a temporary prefix, then checks there what a desktop would see:
# the files in their places, desktop-file-validate, appstreamcli validate, the MIME database
# built from our package alone (names and content resolve to application/x-go-sgf), and the
# desktop database naming our desktop file as the type's handler. A check whose tool is
# missing is skipped with a message; any failed check fails the test.
set -uo pipefail

cmake=$1 build=$2 source=$3 expect_executable=$4
app=io.github.sgfview.SgfView
type=application/x-go-sgf
failures=0

pass() { echo "ok: $*"; }
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}
skip() { echo "skipped: $*"; }
have() { command -v "$1" >/dev/null 2>&1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
share=$prefix/share

if ! "$cmake" --install "$build" --prefix "$prefix" >"$tmp/install.log" 2>&1; then
    cat "$tmp/install.log"
    echo "FAIL: cmake --install"
    exit 1
fi

# --- The files, where the specifications look for them.
for file in applications/$app.desktop metainfo/$app.metainfo.xml mime/packages/$app.xml \
    icons/hicolor/scalable/apps/$app.svg icons/hicolor/symbolic/apps/$app-symbolic.svg; do
    [[ -f $share/$file ]] && pass "installed share/$file" || fail "share/$file not installed"
done
if [[ $expect_executable == 1 ]]; then
    [[ -x $prefix/bin/sgfview ]] && pass "installed bin/sgfview" || fail "bin/sgfview not installed"
else
    skip "no sgfview target in this build, so no bin/sgfview to look for"
fi

# --- The files name each other by the application id.
desktop=$share/applications/$app.desktop
grep -qx "Icon=$app" "$desktop" && pass "desktop file names the icon" ||
    fail "desktop file does not say Icon=$app"
grep -qx "MimeType=$type;" "$desktop" && pass "desktop file handles $type" ||
    fail "desktop file does not say MimeType=$type;"
grep -q "<launchable type=\"desktop-id\">$app.desktop</launchable>" \
    "$share/metainfo/$app.metainfo.xml" && pass "metainfo launches the desktop file" ||
    fail "metainfo has no launchable $app.desktop"

# --- The validators.
if have desktop-file-validate; then
    if output=$(desktop-file-validate "$desktop" 2>&1); then
        pass "desktop-file-validate"
    else
        fail "desktop-file-validate: $output"
    fi
else
    skip "desktop-file-validate not found (Debian package desktop-file-utils)"
fi
if have appstreamcli; then
    if output=$(appstreamcli validate --no-net "$share/metainfo/$app.metainfo.xml" 2>&1); then
        pass "appstreamcli validate --no-net"
    else
        fail "appstreamcli validate --no-net: $output"
    fi
else
    skip "appstreamcli not found (Debian package appstream)"
fi

# --- The MIME database built from our package alone, so that the system's own definition
# of the type (which knows *.sgf but not every opening) cannot answer for it.
mkdir -p "$tmp/empty" "$tmp/files"
isolated=(env LC_ALL=C XDG_DATA_HOME="$tmp/empty" XDG_DATA_DIRS="$share"
    XDG_CONFIG_HOME="$tmp/empty" XDG_CONFIG_DIRS="$tmp/empty")

# The type of a file as a desktop would say it, or nothing when no tool can tell.
type_of() {
    if have gio; then
        "${isolated[@]}" gio info -a standard::content-type "$1" |
            sed -n 's/^ *standard::content-type: //p'
    elif have mimetype; then
        "${isolated[@]}" mimetype --brief "$1"
    fi
}

if ! have update-mime-database; then
    skip "update-mime-database not found (Debian package shared-mime-info): types not checked"
elif ! "${isolated[@]}" update-mime-database "$share/mime"; then
    fail "update-mime-database"
elif ! have gio && ! have mimetype; then
    skip "neither gio (libglib2.0-bin) nor mimetype (libfile-mimeinfo-perl): types not checked"
else
    pass "update-mime-database"
    cp "$source/resources/sample/sample.sgf" "$tmp/files/game.sgf"
    cp "$source/resources/sample/sample.sgf" "$tmp/files/GAME.SGF"
    printf '(;GM[1]FF[4]SZ[19];B[pd])\n' >"$tmp/files/game.txt"
    printf '(\n;GM[1]FF[4]SZ[19];B[pd])\n' >"$tmp/files/newline.txt"
    printf '(\r\n;GM[1]FF[4]SZ[19];B[pd])\r\n' >"$tmp/files/crlf.txt"
    printf '\xef\xbb\xbf(;GM[1]FF[4]SZ[19];B[pd])\n' >"$tmp/files/bom.txt"
    printf '(see the game below)\n(;GM[1])\n' >"$tmp/files/notes.txt"
    printf 'A game (;GM[1]) quoted in prose\n' >"$tmp/files/prose.txt"
    for name in game.sgf GAME.SGF game.txt newline.txt crlf.txt bom.txt; do
        found=$(type_of "$tmp/files/$name")
        [[ $found == "$type" ]] && pass "$name is $type" || fail "$name is '$found', not $type"
    done
    for name in notes.txt prose.txt; do
        found=$(type_of "$tmp/files/$name")
        [[ -n $found && $found != "$type" ]] && pass "$name is $found" ||
            fail "$name is '$found', expected some other type"
    done
fi

# --- The desktop database: our desktop file handles the type.
if ! have update-desktop-database; then
    skip "update-desktop-database not found (Debian package desktop-file-utils)"
elif ! update-desktop-database "$share/applications"; then
    fail "update-desktop-database"
else
    cache=$share/applications/mimeinfo.cache
    grep -qx "$type=$app.desktop;" "$cache" && pass "mimeinfo.cache: $type=$app.desktop;" ||
        fail "mimeinfo.cache does not name $app.desktop for $type"
    if have gio; then
        # GLib ignores a desktop file whose program is not on PATH: without the real one,
        # a stand-in that does nothing.
        path=$prefix/bin
        if [[ ! -x $prefix/bin/sgfview ]]; then
            mkdir -p "$tmp/stand-in"
            printf '#!/bin/sh\n' >"$tmp/stand-in/sgfview"
            chmod +x "$tmp/stand-in/sgfview"
            path=$tmp/stand-in
        fi
        handler=$("${isolated[@]}" PATH="$path:$PATH" gio mime "$type" |
            sed -n 's/^Default application for .*: //p')
        [[ $handler == "$app.desktop" ]] && pass "gio: default application is $handler" ||
            fail "gio: default application is '$handler', not $app.desktop"
    else
        skip "gio not found (libglib2.0-bin): default application not asked"
    fi
fi

# --- The thumbnailer: the keys file managers read, and its Exec run as GNOME runs it.
thumbnailer=$share/thumbnailers/sgfview.thumbnailer
if [[ ! -f $thumbnailer ]]; then
    fail "share/thumbnailers/sgfview.thumbnailer not installed"
else
    pass "installed share/thumbnailers/sgfview.thumbnailer"
    [[ $(head -n 1 "$thumbnailer") == "[Thumbnailer Entry]" ]] &&
        pass "thumbnailer: [Thumbnailer Entry] group" || fail "thumbnailer: no [Thumbnailer Entry]"
    grep -qx "MimeType=$type;" "$thumbnailer" && pass "thumbnailer handles $type" ||
        fail "thumbnailer does not say MimeType=$type;"
    grep -qx "TryExec=$prefix/bin/sgfview" "$thumbnailer" &&
        pass "thumbnailer: TryExec is the installed sgfview" ||
        fail "thumbnailer: TryExec is not $prefix/bin/sgfview"
    exec_line=$(sed -n 's/^Exec=//p' "$thumbnailer")
    [[ $exec_line == "$prefix/bin/sgfview --thumbnail --size %s %i %o" ]] &&
        pass "thumbnailer: Exec=$exec_line" || fail "thumbnailer: Exec is '$exec_line'"
    if [[ $expect_executable != 1 ]]; then
        skip "no sgfview executable: the thumbnailer is not run"
    else
        # %s %i %o as the file manager fills them in: size, input, output.
        mkdir -p "$tmp/thumbs"
        cp "$source/resources/sample/sample.sgf" "$tmp/thumbs/game.sgf"
        command=${exec_line//%s/128}
        command=${command//%i/$tmp/thumbs/game.sgf}
        command=${command//%o/$tmp/thumbs/out.png}
        png_size() { # width and height from the PNG's IHDR chunk
            od -An -tu1 -j16 -N8 "$1" 2>/dev/null |
                awk '{print $1*16777216+$2*65536+$3*256+$4 "x" $5*16777216+$6*65536+$7*256+$8}'
        }
        if have bwrap && bwrap --ro-bind / / --dev /dev --proc /proc --unshare-all true 2>/dev/null; then
            # GNOME's sandbox: the whole system read-only, no network, no display, nothing
            # in the environment, only the output's folder writable.
            # shellcheck disable=SC2086
            bwrap --ro-bind / / --dev /dev --proc /proc --tmpfs /tmp --unshare-all \
                --die-with-parent --ro-bind "$prefix" "$prefix" --bind "$tmp/thumbs" "$tmp/thumbs" \
                --clearenv \
                --setenv PATH /usr/bin:/bin --setenv HOME /nonexistent $command \
                >"$tmp/thumb.log" 2>&1
            status=$?
            [[ $status == 0 && $(png_size "$tmp/thumbs/out.png") == 128x128 ]] &&
                pass "thumbnailer in bubblewrap wrote a 128x128 PNG" ||
                fail "thumbnailer in bubblewrap: status $status, $(png_size "$tmp/thumbs/out.png"): $(cat "$tmp/thumb.log")"
        else
            skip "bwrap not found or not allowed here (Debian package bubblewrap): run without a sandbox"
            # shellcheck disable=SC2086
            env -i PATH=/usr/bin:/bin HOME=/nonexistent $command >"$tmp/thumb.log" 2>&1
            status=$?
            [[ $status == 0 && $(png_size "$tmp/thumbs/out.png") == 128x128 ]] &&
                pass "thumbnailer wrote a 128x128 PNG" ||
                fail "thumbnailer: status $status: $(cat "$tmp/thumb.log")"
        fi
    fi
fi

echo "$failures failed"
((failures == 0))
