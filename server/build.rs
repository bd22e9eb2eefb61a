//! Embeds the built web app (`web/dist`) into the binary, so a deployment is one file.
//! When it has not been built, the server answers a page saying how to build it.

use std::{
    env, fs,
    path::{Path, PathBuf},
};

fn main() {
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/dist");
    println!("cargo:rerun-if-changed={}", dist.display());
    let mut files = Vec::new();
    if dist.is_dir() {
        collect(&dist, &mut files);
    }
    let mut entries: Vec<(String, PathBuf)> = files
        .into_iter()
        .map(|p| {
            let rel = p
                .strip_prefix(&dist)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (rel, p)
        })
        .collect();
    entries.sort();
    let mut out = String::from("static WEB_ASSETS: &[(&str, &str, &[u8])] = &[\n");
    for (rel, path) in &entries {
        println!("cargo:rerun-if-changed={}", path.display());
        out.push_str(&format!(
            "    ({rel:?}, {:?}, include_bytes!({:?})),\n",
            content_type(rel),
            path.canonicalize().unwrap().display().to_string()
        ));
    }
    out.push_str("];\n");
    let target = PathBuf::from(env::var("OUT_DIR").unwrap()).join("web_assets.rs");
    fs::write(target, out).unwrap();
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    println!("cargo:rerun-if-changed={}", dir.display());
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(&path, files);
        } else {
            files.push(path);
        }
    }
}

// Shared with the server, which serves the same types from a folder in development.
include!("src/http/content_type.rs");
