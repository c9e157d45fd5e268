#include "tools/vfx/edges.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "src/gl/capabilities.h"
#include "src/gl/context.h"
#include "src/image/y4m.h"
#include "tools/quality/edge_quality.h"

namespace vfx::tools {
namespace {

std::string Stem(const std::string& path) {
  const size_t slash = path.find_last_of('/');
  std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
  return name.substr(0, name.find('.'));
}

std::vector<std::string> SplitCommas(const std::string& list) {
  std::vector<std::string> items;
  size_t start = 0;
  while (true) {
    const size_t comma = list.find(',', start);
    items.push_back(list.substr(start, comma - start));
    if (comma == std::string::npos) return items;
    start = comma + 1;
  }
}

struct Material {
  std::unique_ptr<gl::GlContext> context;
  std::unique_ptr<quality::EdgeBench> bench;
  std::vector<std::pair<std::string, quality::Cutout>> people;
};

StatusOr<Material> Prepare(const EdgesOptions& o) {
  Material m;
  ASSIGN_OR_RETURN(m.context, gl::GlContext::Create());
  ASSIGN_OR_RETURN(gl::Capabilities caps, gl::QueryCapabilities());
  RETURN_IF_ERROR(gl::CheckRequired(caps));
  pipeline::PipelineOptions options;
  options.activation_format = gl::ActivationFormat(caps);
  options.refine = o.refine;
  ASSIGN_OR_RETURN(nn::ModelPlan plan, o.model.Plan());
  ASSIGN_OR_RETURN(m.bench, quality::EdgeBench::Create(plan, o.strength, options));
  for (const std::string& path : o.photos) {
    ASSIGN_OR_RETURN(image::Image photo, image::LoadImage(path));
    ASSIGN_OR_RETURN(quality::Cutout cutout, m.bench->CutOut(photo, o.height));
    m.people.emplace_back(Stem(path), std::move(cutout));
  }
  return m;
}

// A whole-string number: "--noise 4x" or "--seed abc" is an error, not 0.
StatusOr<double> Number(const std::string& flag, const std::string& v) {
  char* end = nullptr;
  const double x = std::strtod(v.c_str(), &end);
  if (v.empty() || *end != '\0' || !std::isfinite(x))
    return InvalidArgumentError(flag + " takes a number, got '" + v + "'");
  return x;
}

}  // namespace

StatusOr<EdgesOptions> ParseEdgesArgs(int argc, char** argv, const std::string& default_model) {
  EdgesOptions o;
  o.model.name = default_model;
  o.photos = {VFX_IMAGES_DIR "/grace_hopper.jpg", VFX_IMAGES_DIR "/astronaut.png"};
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (i + 1 >= argc) return InvalidArgumentError(a + " needs a value");
    const std::string v = argv[++i];
    if (ModelChoice::IsFlag(a)) {
      o.model.Set(a, v);
    } else if (a == "--strength") {
      ASSIGN_OR_RETURN(const double x, Number(a, v));
      o.strength = static_cast<float>(x);
      if (!(o.strength >= 0 && o.strength <= 1)) return InvalidArgumentError("--strength must be in 0..1");
    } else if (a == "--size") {
      if (std::sscanf(v.c_str(), "%dx%d", &o.width, &o.height) != 2 || o.width < 64 || o.height < 64 ||
          o.width > 4096 || o.height > 4096 || o.width % 2 || o.height % 2) {
        return InvalidArgumentError("--size takes an even WxH from 64x64 to 4096x4096, got '" + v + "'");
      }
    } else if (a == "--radius") {
      ASSIGN_OR_RETURN(const double x, Number(a, v));
      if (x != std::floor(x)) return InvalidArgumentError("--radius takes a whole number of texels");
      o.refine.radius = static_cast<int>(std::clamp(x, -1.0, 1e6));
    } else if (a == "--epsilon") {
      ASSIGN_OR_RETURN(const double x, Number(a, v));
      o.refine.epsilon = static_cast<float>(x);
    } else if (a == "--seed") {
      ASSIGN_OR_RETURN(const double x, Number(a, v));
      if (!(x >= 0 && x <= 4294967295.0) || x != std::floor(x)) return InvalidArgumentError("--seed takes 0..2^32-1");
      o.seed = static_cast<uint32_t>(x);
    } else if (a == "--clip-frames") {
      ASSIGN_OR_RETURN(const double x, Number(a, v));
      o.clip_frames = static_cast<int>(std::clamp(x, -1.0, 1e6));
      if (x != std::floor(x) || (o.clip_frames != 0 && (o.clip_frames < 2 || o.clip_frames > 600))) {
        return InvalidArgumentError("--clip-frames must be 0 or 2..600");
      }
    } else if (a == "--noise") {
      ASSIGN_OR_RETURN(const double x, Number(a, v));
      o.noise = static_cast<float>(x);
      if (!(o.noise >= 0 && o.noise <= 64)) return InvalidArgumentError("--noise takes 0..64 (8-bit levels)");
    } else if (a == "--backdrops") {
      o.backdrops.clear();
      for (const std::string& name : SplitCommas(v)) {
        ASSIGN_OR_RETURN(quality::Backdrop b, quality::ParseBackdrop(name));
        o.backdrops.push_back(b);
      }
    } else if (a == "--photos") {
      o.photos = SplitCommas(v);
    } else if (a == "--output-dir") {
      o.output_dir = v;
    } else {
      return InvalidArgumentError("unknown argument '" + a + "'");
    }
  }
  RETURN_IF_ERROR(o.model.Check());
  // The tables and JSON lines name the model measured.
  o.label = o.model.file.empty() ? o.model.name
                                 : Stem(o.model.file) + (o.model.config.empty() ? "" : "@" + Stem(o.model.config));
  return o;
}

Status RunEdges(const EdgesOptions& o) {
  ASSIGN_OR_RETURN(Material m, Prepare(o));
  std::printf("edges: model %s, blur %.2f, %dx%d, seed %u, sensor noise %.1f\n", o.label.c_str(), o.strength, o.width,
              o.height, o.seed, o.noise);
  std::printf("%-14s %-19s %15s %28s %28s %17s %7s\n", "photo", "backdrop", "band err r/b", "drop 0-5/5-10/10-20/>40",
              "true matte", "comb r/b/truth", "person");
  std::string json;
  for (const auto& [name, person] : m.people) {
    for (quality::Backdrop kind : o.backdrops) {
      const quality::RgbImage backdrop = quality::MakeBackdrop(kind, o.width, o.height, o.seed);
      const quality::Scene scene =
          quality::Composite(person, backdrop, quality::ClipLeft(person, o.width, 0, 1, 0), {o.noise, 0});
      ASSIGN_OR_RETURN(quality::StillReport r, m.bench->MeasureStill(scene));
      const auto& d = r.detail_drop;
      const auto& t = r.detail_drop_true_matte;
      std::printf("%-14s %-19s %7.3f/%-7.3f %6.1f/%6.1f/%6.1f/%6.1f %6.1f/%6.1f/%6.1f/%6.1f %5.3f/%5.3f/%5.3f %7.2f\n",
                  name.c_str(), quality::BackdropName(kind), r.band_error_refined, r.band_error_bilinear, d[0], d[1],
                  d[2], d[3], t[0], t[1], t[2], t[3], r.alternation_refined, r.alternation_bilinear,
                  r.alternation_truth, r.person_change);
      char line[1024];
      std::snprintf(line, sizeof(line),
                    "{\"bench\":\"edges\",\"model\":\"%s\",\"photo\":\"%s\",\"backdrop\":\"%s\",\"seed\":%u,"
                    "\"noise\":%.1f,\"band_error_refined\":%.4f,\"band_error_bilinear\":%.4f,\"band_error_ratio\":%.3f,"
                    "\"band_mae_refined\":%.4f,\"band_mae_bilinear\":%.4f,"
                    "\"detail_drop\":[%.2f,%.2f,%.2f,%.2f],\"detail_drop_true_matte\":[%.2f,%.2f,%.2f,%.2f],"
                    "\"alternation_refined\":%.4f,\"alternation_bilinear\":%.4f,\"alternation_truth\":%.4f,"
                    "\"person_change\":%.3f}\n",
                    o.label.c_str(), name.c_str(), quality::BackdropName(kind), o.seed, o.noise, r.band_error_refined,
                    r.band_error_bilinear, r.band_error_refined / std::max(r.band_error_bilinear, 1e-9),
                    r.band_mae_refined, r.band_mae_bilinear, d[0], d[1], d[2], d[3], t[0], t[1], t[2], t[3],
                    r.alternation_refined, r.alternation_bilinear, r.alternation_truth, r.person_change);
      json += line;
      if (!o.output_dir.empty()) {
        const std::string stem = o.output_dir + "/" + name + "_" + quality::BackdropName(kind);
        RETURN_IF_ERROR(image::SaveImage(quality::ToImage(m.bench->output()), stem + "_blur.png"));
        RETURN_IF_ERROR(
            image::SaveImage(quality::MatteImage(m.bench->refined(), o.width, o.height), stem + "_mask.png"));
      }
    }
  }
  if (o.clip_frames > 0 && !m.people.empty()) {
    std::printf("clip (%d frames, sway ±%d px), flicker refined/bilinear, band error refined/bilinear:\n",
                o.clip_frames, o.clip_amplitude);
    for (quality::Backdrop kind : o.backdrops) {
      const quality::RgbImage backdrop = quality::MakeBackdrop(kind, o.width, o.height, o.seed);
      ASSIGN_OR_RETURN(quality::ClipReport c, m.bench->MeasureClip(m.people.front().second, backdrop, o.clip_frames,
                                                                   o.clip_amplitude, o.noise));
      std::printf("  %-19s %.4f/%.4f  %.3f/%.3f\n", quality::BackdropName(kind), c.flicker_refined, c.flicker_bilinear,
                  c.band_error_refined, c.band_error_bilinear);
      char line[512];
      std::snprintf(line, sizeof(line),
                    "{\"bench\":\"edges_clip\",\"model\":\"%s\",\"photo\":\"%s\",\"backdrop\":\"%s\",\"seed\":%u,"
                    "\"noise\":%.1f,\"frames\":%d,\"flicker_refined\":%.5f,\"flicker_bilinear\":%.5f,"
                    "\"band_error_refined\":%.4f,\"band_error_bilinear\":%.4f}\n",
                    o.label.c_str(), m.people.front().first.c_str(), quality::BackdropName(kind), o.seed, o.noise,
                    o.clip_frames, c.flicker_refined, c.flicker_bilinear, c.band_error_refined, c.band_error_bilinear);
      json += line;
    }
  }
  std::fputs(json.c_str(), stdout);
  return Status::Ok();
}

Status MakeScenes(const EdgesOptions& o) {
  if (o.output_dir.empty()) return InvalidArgumentError("--output-dir is required");
  ASSIGN_OR_RETURN(Material m, Prepare(o));
  int files = 0;
  // The layers too: each backdrop alone, each person cut out (the demo's sample clip is drawn from them).
  for (quality::Backdrop kind : o.backdrops) {
    const quality::RgbImage backdrop = quality::MakeBackdrop(kind, o.width, o.height, o.seed);
    RETURN_IF_ERROR(image::SaveImage(quality::ToImage(backdrop),
                                     o.output_dir + "/backdrop_" + quality::BackdropName(kind) + ".png"));
    ++files;
  }
  for (const auto& [name, person] : m.people) {
    RETURN_IF_ERROR(image::SaveImage(quality::CutoutImage(person), o.output_dir + "/" + name + "_cutout.png"));
    ++files;
    for (quality::Backdrop kind : o.backdrops) {
      const quality::RgbImage backdrop = quality::MakeBackdrop(kind, o.width, o.height, o.seed);
      const quality::Scene scene =
          quality::Composite(person, backdrop, quality::ClipLeft(person, o.width, 0, 1, 0), {o.noise, 0});
      const std::string stem = o.output_dir + "/" + name + "_" + quality::BackdropName(kind);
      RETURN_IF_ERROR(image::SaveImage(quality::ToImage(scene.frame), stem + ".png"));
      RETURN_IF_ERROR(image::SaveImage(quality::MatteImage(scene.alpha, o.width, o.height), stem + "_alpha.png"));
      files += 2;
      if (o.clip_frames > 0 && name == m.people.front().first) {
        ASSIGN_OR_RETURN(std::unique_ptr<image::Y4mWriter> clip,
                         image::Y4mWriter::Create(stem + "_clip.y4m", {o.width, o.height, 30, 1}));
        for (int f = 0; f < o.clip_frames; ++f) {
          const int left = quality::ClipLeft(person, o.width, f, o.clip_frames, o.clip_amplitude);
          const quality::SensorNoise noise{o.noise, static_cast<uint32_t>(f)};
          RETURN_IF_ERROR(clip->WriteFrame(quality::ToImage(quality::Composite(person, backdrop, left, noise).frame)));
        }
        RETURN_IF_ERROR(clip->Close());
        ++files;
      }
    }
  }
  std::printf("vfx: %d files in %s (layers, stills, true mattes and clips; seed %u)\n", files, o.output_dir.c_str(),
              o.seed);
  return Status::Ok();
}

}  // namespace vfx::tools
