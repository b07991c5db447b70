# Sourced by the benchmark scripts: writes synthetic layouts, the same text as
# Benchmarks/Sources/BenchmarkInputs (Inputs.synthetic), 4 rows of 10 unique character keys each.
#
#   write_synthetic_layouts FOLDER COUNT     # FOLDER/kb1.yaml … FOLDER/kbCOUNT.yaml

write_synthetic_layouts() {
    local folder="$1" count="$2" i
    mkdir -p "$folder"
    for ((i = 1; i <= count; i++)); do
        cat > "$folder/kb$i.yaml" <<YAML
# Synthetic keyboard $i of $count.
keyboard: kb$i
title: Keyboard $i
characterWidth: half
shuffle: on-show
rows:
  - 1 2 3 4 5 6 7 8 9 0
  - q w e r t y u i o p
  - a s d f g h j k l ;
  - [z, x, c, v, b, n, m, ",", ".", "/"]
YAML
    done
}
