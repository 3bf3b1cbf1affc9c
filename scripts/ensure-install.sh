# Sourced by the command scripts: installs the packages (and with them Node 24) when missing or stale.
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [ ! -x node_modules/.bin/node ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing packages (first run)..."
  npm install --include=dev --no-audit --no-fund --loglevel=error
fi
export PATH="$PWD/node_modules/.bin:$PATH"
