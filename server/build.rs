//! Embeds the built web app (`web/dist`) into the binary, so a deployment is one file.
//! When it has not been built, the server answers a page saying how to build it.
//!
//! Text files (scripts, styles, the page) are also embedded brotli-compressed at the highest
//! quality, once here rather than on every request (where it would be far too slow): that is what
//! a browser on a slow line downloads. Quality 11 takes seconds, so each result is kept in
//! `OUT_DIR` under a hash of its source, and a rebuild of the web app compresses only the files
//! that changed.

use std::{
    collections::HashSet,
    env, fs,
    hash::{DefaultHasher, Hash, Hasher},
    path::{Path, PathBuf},
};

use brotli::enc::{BrotliEncoderParams, backward_references::BrotliEncoderMode};

fn main() {
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/dist");
    println!("cargo:rerun-if-changed={}", dist.display());
    let mut files = Vec::new();
    if dist.is_dir() {
        collect(&dist, &mut files, true);
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
    let out_dir = PathBuf::from(env::var("OUT_DIR").unwrap());
    let brotli_dir = out_dir.join("web-brotli");
    let mut kept = HashSet::new();
    let mut out = String::from("static WEB_ASSETS: &[Asset] = &[\n");
    for (rel, path) in &entries {
        println!("cargo:rerun-if-changed={}", path.display());
        let content_type = content_type(rel);
        let brotli = compressible(content_type)
            .then(|| compress(path, &brotli_dir, rel))
            .flatten();
        kept.extend(brotli.clone());
        out.push_str(&format!(
            "    Asset {{ path: {rel:?}, content_type: {content_type:?}, bytes: include_bytes!({:?}), brotli: {} }},\n",
            path.canonicalize().unwrap().display().to_string(),
            match brotli {
                Some(br) => format!("Some(include_bytes!({:?}))", br.display().to_string()),
                None => "None".to_string(),
            }
        ));
    }
    out.push_str("];\n");
    fs::write(out_dir.join("web_assets.rs"), out).unwrap();
    // What earlier builds of the web app left: it would only take room.
    let mut cached = Vec::new();
    if brotli_dir.is_dir() {
        collect(&brotli_dir, &mut cached, false);
    }
    for path in cached.into_iter().filter(|p| !kept.contains(p)) {
        fs::remove_file(path).unwrap();
    }
}

/// The files under `dir`; `watch`: the build runs again when one of its folders changes.
fn collect(dir: &Path, files: &mut Vec<PathBuf>, watch: bool) {
    if watch {
        println!("cargo:rerun-if-changed={}", dir.display());
    }
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(&path, files, watch);
        } else {
            files.push(path);
        }
    }
}

/// Images and fonts are compressed already: brotli would gain nothing on them.
fn compressible(content_type: &str) -> bool {
    content_type.starts_with("text/")
        || content_type.starts_with("application/json")
        || content_type.starts_with("application/manifest+json")
        || content_type.starts_with("image/svg+xml")
}

/// `source` brotli-compressed (quality 11), in a file of `dir` named after `rel` and a hash of
/// the source (made again only when missing); `None` when that gained nothing (a tiny file), in
/// which case the original is always served.
fn compress(source: &Path, dir: &Path, rel: &str) -> Option<PathBuf> {
    let bytes = fs::read(source).unwrap();
    let mut hasher = DefaultHasher::new();
    bytes.hash(&mut hasher);
    let target = dir.join(format!("{rel}.{:016x}.br", hasher.finish()));
    let compressed = match fs::read(&target) {
        Ok(compressed) => compressed,
        Err(_) => {
            let params = BrotliEncoderParams {
                quality: 11,
                lgwin: 22,
                mode: BrotliEncoderMode::BROTLI_MODE_TEXT,
                size_hint: bytes.len(),
                ..Default::default()
            };
            let mut compressed = Vec::new();
            brotli::BrotliCompress(&mut bytes.as_slice(), &mut compressed, &params).unwrap();
            fs::create_dir_all(target.parent().unwrap()).unwrap();
            fs::write(&target, &compressed).unwrap();
            compressed
        }
    };
    (compressed.len() < bytes.len()).then_some(target)
}

// Shared with the server, which serves the same types from a folder in development.
include!("src/http/content_type.rs");
