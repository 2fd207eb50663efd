# Sourced by Scripts/install and Scripts/uninstall: the prefix argument, sudo when needed,
# the manifest's place and the desktop's databases.

# Where the manifest of an installation lies, under its prefix.
manifest_path=share/vine/install-manifest

# The prefix from `[--prefix DIR]` (default ~/.local), made absolute; $1 names the script.
prefix_from_arguments() {
  local script="$1" prefix="$HOME/.local"
  shift
  while (($#)); do
    case "$1" in
      --prefix) [[ $# -ge 2 && -n $2 ]] || { echo "$script: --prefix needs a folder" >&2; exit 64; }; prefix="$2"; shift 2 ;;
      --prefix=*) prefix="${1#--prefix=}"; shift ;;
      -h | --help) echo "usage: $script [--prefix DIR]   (default: ~/.local)" >&2; exit 0 ;;
      *) echo "$script: unknown argument '$1' (usage: $script [--prefix DIR])" >&2; exit 64 ;;
    esac
  done
  realpath -m "$prefix"
}

# "sudo" when this user cannot write into the prefix (or, if it does not exist yet, the
# folder it would be made in), else nothing.
sudo_for() {
  local dir="$1"
  while [[ ! -e $dir ]]; do dir="$(dirname "$dir")"; done
  if [[ -w $dir || $(id -u) -eq 0 ]]; then echo ""; else echo "sudo"; fi
}

# The file that shows a database `name` (mime, desktop, icons) exists, relative to its folder.
database_cache() {
  case "$1" in
    mime) echo mime.cache ;;
    desktop) echo mimeinfo.cache ;;
    icons) echo icon-theme.cache ;;
  esac
}

# Updates database `name` in folder `dir`, with `as_owner` (sudo or nothing) in front.
update_database() {
  local name="$1" dir="$2" as_owner="$3"
  case "$name" in
    mime) $as_owner update-mime-database "$dir" ;;
    desktop) $as_owner update-desktop-database -q "$dir" ;;
    icons) $as_owner gtk-update-icon-cache -q -t -f "$dir" ;;
  esac
}
