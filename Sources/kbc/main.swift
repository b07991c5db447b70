print("kbc")
