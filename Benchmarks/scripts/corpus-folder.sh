# Sourced by the benchmark scripts: a new temporary folder for the corpora kbc is measured on, where kbc's
# configuration search stops. kbc looks for kbc-config.yaml from the folder it is given up to the nearest
# Package.swift, Xcode project or `.git`, reading each folder on the way for an Xcode project; above a bare
# `mktemp -d` folder that is /tmp, whose entries (100,000 on a shared machine) then enter the figures and
# change from run to run, and a kbc-config.yaml left there would apply. An empty `.git` marks the folder as
# a repository's root: the search ends in it, and the folder walk skips it (a hidden entry).
#
#   work="$(corpus_folder)"

corpus_folder() {
    local folder
    folder="$(mktemp -d)"
    mkdir "$folder/.git"
    echo "$folder"
}
