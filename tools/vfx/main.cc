// vfx: apply an effect to an image or a Y4M video, natively on EGL (Mesa or a GPU).
//
//   vfx apply --effect blur|replace|light|none [--strength S] [--light [person|face]]
//             [--light-scope auto|picture|person] [--touch-up S]
//             [--background IMG | --background-color RRGGBB] [--model NAME | --model-file M.onnx [--config C.json]]
//             [--input IN.png|.jpg|.y4m] --output OUT.png|.jpg|.y4m [--stats] [--graph OUT.dot]
//             [--passes auto|fragment|compute]
//   vfx bench [--effect E] [--model NAME] [--sizes WxH,...] [--runs N] [--passes auto|fragment|compute]
//   vfx clip --output OUT.y4m [--size WxH] [--frames N] [--pan]   (a fake-camera clip)
//   vfx edges [--model NAME | --model-file M.onnx [--config C.json]] [--strength S] [--size WxH] [--seed N]
//             [--backdrops A,B] [--photos P,Q] [--clip-frames N] [--noise SIGMA] [--output-dir DIR]
//             (edge quality on busy backdrops)
//   vfx scenes --output-dir DIR [--size WxH] [--seed N] [--backdrops A,B] [--photos P,Q] [--clip-frames N]
//             [--noise SIGMA]
//   vfx models
//   vfx faces [--input IMG] [--output OUT.png] [--json OUT.json] [--sampling area|mediapipe]
//             [--model-file M.onnx --config C.json]   (the face detector)
//
// Without --input it processes the bundled sample image.
#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "codegen/tools/compile_model.h"
#include "src/executors/gl_pass_list_executor.h"
#include "src/gl/capabilities.h"
#include "src/gl/context.h"
#include "src/gl/framebuffer.h"
#include "src/image/image.h"
#include "src/image/y4m.h"
#include "src/nn/face_model.h"
#include "src/nn/model_registry.h"
#include "src/pipeline/effects_pipeline.h"
#include "tools/vfx/edges.h"
#include "tools/vfx/faces.h"
#include "tools/vfx/make_clip.h"
#include "tools/vfx/model_choice.h"
#include "tools/vfx/pipeline_bench.h"

namespace vfx::tools {
namespace {

constexpr char kUsage[] =
    "usage: vfx apply --effect blur|replace|light|none [--strength S] [--light [person|face]]\n"
    "                 [--light-scope auto|picture|person] [--touch-up S]\n"
    "                 [--background IMG | --background-color RRGGBB]\n"
    "                 [--model NAME | --model-file M.onnx [--config C.json]]\n"
    "                 [--input IN.png|.jpg|.y4m] --output OUT.png|.jpg|.y4m [--stats] [--graph OUT.dot]\n"
    "                 [--passes auto|fragment|compute]\n"
    "       vfx bench [--effect E] [--model NAME] [--sizes 1280x720,1920x1080] [--runs N]\n"
    "                 [--passes auto|fragment|compute]\n"
    "       vfx clip --output OUT.y4m [--size 640x360] [--frames 60] [--pan]\n"
    "       vfx edges [--model NAME | --model-file M.onnx [--config C.json]] [--strength 0.8] [--size 1280x720]\n"
    "                 [--seed 1] [--backdrops A,B] [--photos P.jpg,Q.png] [--clip-frames 16] [--noise SIGMA]\n"
    "                 [--output-dir DIR]\n"
    "       vfx scenes --output-dir DIR [--size 1280x720] [--seed 1] [--backdrops A,B] [--photos P,Q]\n"
    "                 [--clip-frames 16] [--noise SIGMA]\n"
    "       vfx models\n"
    "       vfx faces [--input IMG] [--output OUT.png] [--json OUT.json] [--sampling area|mediapipe]\n"
    "                 [--model-file M.onnx --config C.json]\n"
    "Without --input the bundled sample image is processed. --model-file compiles a\n"
    "segmentation model of your own (ONNX, with its JSON config: codegen/tools/model_config.h)\n"
    "at start, without rebuilding. --passes: GPU passes as\n"
    "fragment draws or compute dispatches (auto: compute where GL ES 3.1 has it).\n";

constexpr char kDefaultModel[] = "mp_selfie_segmentation_landscape_144x256";

struct Args {
  pipeline::EffectOptions effect;
  std::string input = VFX_DEFAULT_INPUT;
  std::string output;
  std::string background;
  std::string background_color;
  ModelChoice model;  // a built-in model (kDefaultModel until given), or an ONNX file compiled at start
  std::string graph_dot;
  bool stats = false;
  gl::PassKind passes = gl::PassKind::kAuto;
};

bool EndsWith(const std::string& s, const char* suffix) {
  size_t n = std::strlen(suffix);
  return s.size() >= n && s.compare(s.size() - n, n, suffix) == 0;
}

StatusOr<float> ParseFloat(const std::string& flag, const std::string& text) {
  char* end = nullptr;
  float v = std::strtof(text.c_str(), &end);
  if (text.empty() || *end != '\0') return InvalidArgumentError(flag + " needs a number, got '" + text + "'");
  return v;
}

StatusOr<Args> ParseArgs(int argc, char** argv) {
  Args args;
  args.model.name = kDefaultModel;
  bool effect_given = false;
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> StatusOr<std::string> {
      if (i + 1 >= argc) return InvalidArgumentError(a + " needs a value");
      return std::string(argv[++i]);
    };
    if (a == "--effect") {
      ASSIGN_OR_RETURN(std::string v, value());
      ASSIGN_OR_RETURN(args.effect.effect, pipeline::ParseEffect(v));
      effect_given = true;
    } else if (a == "--strength") {
      ASSIGN_OR_RETURN(std::string v, value());
      ASSIGN_OR_RETURN(float s, ParseFloat(a, v));
      args.effect.blur_strength = s;
      args.effect.light_strength = s;
    } else if (a == "--light") {
      args.effect.light_correction = true;
      // An optional region: whose statistics set the correction.
      if (i + 1 < argc && (std::string(argv[i + 1]) == "person" || std::string(argv[i + 1]) == "face")) {
        args.effect.light_region =
            std::string(argv[++i]) == "face" ? pipeline::LightRegion::kFace : pipeline::LightRegion::kPerson;
      }
    } else if (a == "--light-scope") {
      ASSIGN_OR_RETURN(std::string v, value());
      ASSIGN_OR_RETURN(args.effect.light_scope, pipeline::ParseLightScope(v));
    } else if (a == "--touch-up") {
      ASSIGN_OR_RETURN(std::string v, value());
      ASSIGN_OR_RETURN(args.effect.touch_up, ParseFloat(a, v));
    } else if (a == "--background") {
      ASSIGN_OR_RETURN(args.background, value());
    } else if (a == "--background-color") {
      ASSIGN_OR_RETURN(args.background_color, value());
    } else if (ModelChoice::IsFlag(a)) {
      ASSIGN_OR_RETURN(std::string v, value());
      args.model.Set(a, v);
    } else if (a == "--input") {
      ASSIGN_OR_RETURN(args.input, value());
    } else if (a == "--output") {
      ASSIGN_OR_RETURN(args.output, value());
    } else if (a == "--graph") {
      ASSIGN_OR_RETURN(args.graph_dot, value());
    } else if (a == "--passes") {
      ASSIGN_OR_RETURN(std::string v, value());
      ASSIGN_OR_RETURN(args.passes, gl::ParsePassKind(v));
    } else if (a == "--stats") {
      args.stats = true;
    } else {
      return InvalidArgumentError("unknown argument '" + a + "'");
    }
  }
  if (!effect_given) return InvalidArgumentError("--effect is required");
  RETURN_IF_ERROR(args.model.Check());
  if (args.output.empty()) return InvalidArgumentError("--output is required");
  RETURN_IF_ERROR(pipeline::ValidateEffectOptions(args.effect));
  bool video_in = EndsWith(args.input, ".y4m"), video_out = EndsWith(args.output, ".y4m");
  if (video_in != video_out) return InvalidArgumentError("a .y4m input needs a .y4m output and the reverse");
  if (!args.background.empty() && !args.background_color.empty()) {
    return InvalidArgumentError("--background and --background-color exclude each other");
  }
  return args;
}

StatusOr<std::vector<float>> ParseColor(const std::string& hex) {
  std::string h = hex[0] == '#' ? hex.substr(1) : hex;
  if (h.size() != 6 || h.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos) {
    return InvalidArgumentError("--background-color needs RRGGBB hex, got '" + hex + "'");
  }
  std::vector<float> rgb;
  for (int i = 0; i < 3; ++i) rgb.push_back(std::stoi(h.substr(i * 2, 2), nullptr, 16) / 255.0f);
  return rgb;
}

// Reads the output texture back; the readback framebuffer is made once per texture.
class Readback {
 public:
  StatusOr<image::Image> Read(const gl::Texture& texture) {
    if (texture.id() != texture_id_ || &texture != texture_) {
      ASSIGN_OR_RETURN(framebuffer_, gl::Framebuffer::Create({&texture}));
      texture_id_ = texture.id();
      texture_ = &texture;
    }
    image::Image out;
    out.width = texture.width();
    out.height = texture.height();
    out.rgba.resize(static_cast<size_t>(out.width) * out.height * 4);
    RETURN_IF_ERROR(framebuffer_.ReadPixels(0, out.rgba.data()));
    return out;
  }

 private:
  GLuint texture_id_ = 0;
  const gl::Texture* texture_ = nullptr;
  gl::Framebuffer framebuffer_;
};

void PrintProgress(int done, int total) {
  const int width = 30;
  int filled = total > 0 ? done * width / total : width;
  std::fprintf(stderr, "\r[%s%s] %d/%d frames", std::string(filled, '#').c_str(),
               std::string(width - filled, '.').c_str(), done, total);
}

Status Apply(const Args& args) {
  ASSIGN_OR_RETURN(std::unique_ptr<gl::GlContext> context, gl::GlContext::Create());
  ASSIGN_OR_RETURN(gl::Capabilities caps, gl::QueryCapabilities());
  RETURN_IF_ERROR(gl::CheckRequired(caps));
  ASSIGN_OR_RETURN(nn::ModelPlan plan, args.model.Plan());
  pipeline::PipelineOptions options;
  options.activation_format = gl::ActivationFormat(caps);
  // The frame graph records each frame's pass list; the GL executor runs it
  // (the WebGL2 engine's path, web/wasm/web_engine.cc).
  nn::PlanRunnerOptions runner;
  runner.activation_format = options.activation_format;
  ASSIGN_OR_RETURN(runner.passes, gl::ResolvePassKind(args.passes));
  ASSIGN_OR_RETURN(nn::ModelPlan face_plan, nn::BuildFaceDetectorPlan());
  ASSIGN_OR_RETURN(std::optional<nn::ModelPlan> small_plan, args.model.SmallPlan());
  ASSIGN_OR_RETURN(
      std::unique_ptr<executors::GlPassListExecutor> executor,
      executors::GlPassListExecutor::Create(plan, runner, &face_plan, small_plan ? &*small_plan : nullptr));
  // A file is processed as fast as it can: faces found on a frame are used from the next one on.
  executor->set_wait_for_readbacks(true);
  ASSIGN_OR_RETURN(
      std::unique_ptr<pipeline::RecordedFrames> recorded,
      pipeline::RecordedFrames::Create(executor->net_shape(), options, &*executor->face_shape(),
                                       executor->small_net_shape() ? &*executor->small_net_shape() : nullptr));
  RETURN_IF_ERROR(context->MakeCurrent());
  pipeline::EffectsPipeline& pipe = recorded->pipeline();
  RETURN_IF_ERROR(pipe.SetEffect(args.effect));
  if (!args.background.empty()) {
    ASSIGN_OR_RETURN(image::Image bg, image::LoadImage(args.background));
    RETURN_IF_ERROR(
        recorded->WithContext([&] { return pipe.SetBackgroundImage(bg.rgba.data(), bg.width, bg.height); }));
  } else if (!args.background_color.empty()) {
    ASSIGN_OR_RETURN(std::vector<float> c, ParseColor(args.background_color));
    RETURN_IF_ERROR(pipe.SetBackgroundColor(c[0], c[1], c[2]));
  }

  std::vector<std::string> stage_order;  // as first run
  std::map<std::string, double> stage_ms;
  if (args.stats) {
    auto start = std::make_shared<std::pair<std::string, std::chrono::steady_clock::time_point>>();
    executor->set_stage_hooks(
        [start, &stage_order, &stage_ms](const std::string& stage) {
          if (!stage_ms.count(stage)) stage_order.push_back(stage);
          stage_ms[stage] += 0;
          *start = {stage, std::chrono::steady_clock::now()};
        },
        [start, &stage_ms] {
          glFinish();
          stage_ms[start->first] +=
              std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start->second).count();
        });
  }
  int frames = 0;
  double total_ms = 0;
  Readback readback;
  auto process = [&](const image::Image& in) -> StatusOr<image::Image> {
    auto start = std::chrono::steady_clock::now();
    RETURN_IF_ERROR(recorded->RecordFrame(in.width, in.height).status());
    RETURN_IF_ERROR(context->MakeCurrent());
    ASSIGN_OR_RETURN(const gl::Texture* out, executor->Run(*recorded, in.rgba.data()));
    ASSIGN_OR_RETURN(image::Image result, readback.Read(*out));
    total_ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    ++frames;
    return result;
  };

  if (EndsWith(args.input, ".y4m")) {
    ASSIGN_OR_RETURN(std::unique_ptr<image::Y4mReader> reader, image::Y4mReader::Open(args.input));
    ASSIGN_OR_RETURN(std::unique_ptr<image::Y4mWriter> writer, image::Y4mWriter::Create(args.output, reader->header()));
    // Frame count from the file size, for the progress bar.
    FILE* f = std::fopen(args.input.c_str(), "rb");
    std::fseek(f, 0, SEEK_END);
    long bytes = std::ftell(f);
    std::fclose(f);
    int total = static_cast<int>(
        bytes / static_cast<long>(image::I420Size(reader->header().width, reader->header().height) + 6));
    while (true) {
      StatusOr<image::Image> frame = reader->ReadFrame();
      if (!frame.ok() && frame.status().code() == StatusCode::kNotFound) break;
      if (!frame.ok()) return frame.status();
      ASSIGN_OR_RETURN(image::Image out, process(*frame));
      RETURN_IF_ERROR(writer->WriteFrame(out));
      PrintProgress(frames, std::max(total, frames));
    }
    std::fprintf(stderr, "\n");
    RETURN_IF_ERROR(writer->Close());
  } else {
    ASSIGN_OR_RETURN(image::Image in, image::LoadImage(args.input));
    ASSIGN_OR_RETURN(image::Image out, process(in));
    // A still with face effects: the faces found on the first frame are applied on the second.
    if (pipeline::NeedsFaces(args.effect)) {
      ASSIGN_OR_RETURN(out, process(in));
    }
    RETURN_IF_ERROR(image::SaveImage(out, args.output));
  }
  if (!args.graph_dot.empty()) {
    FILE* dot = std::fopen(args.graph_dot.c_str(), "w");
    if (dot == nullptr) return UnavailableError(args.graph_dot + ": cannot write");
    std::fputs(pipe.graph().ToGraphviz().c_str(), dot);
    std::fclose(dot);
  }
  std::printf("vfx: %s, %d frame(s) -> %s (model %s on %s)\n", pipeline::EffectName(args.effect.effect), frames,
              args.output.c_str(), args.model.name.c_str(), caps.renderer.c_str());
  if (args.stats && frames > 0) {
    std::printf("per-stage ms per frame (GPU work included, glFinish after each stage):\n");
    for (const std::string& name : stage_order) std::printf("  %-20s %8.2f\n", name.c_str(), stage_ms[name] / frames);
    std::printf("  %-20s %8.2f  (recording, upload, passes and readback)\n", "total", total_ms / frames);
    if (const nodes::FaceDetectNode* faces = pipe.face_detector()) {
      std::printf("face detections: %d in %d frame(s)\n", faces->detections(), frames);
    }
  }
  return Status::Ok();
}

StatusOr<BenchOptions> ParseBenchArgs(int argc, char** argv) {
  BenchOptions options;
  options.model = kDefaultModel;
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    if (i + 1 >= argc) return InvalidArgumentError(a + " needs a value");
    std::string v = argv[++i];
    if (a == "--effect") {
      ASSIGN_OR_RETURN(options.effect.effect, pipeline::ParseEffect(v));
    } else if (a == "--model") {
      options.model = v;
    } else if (a == "--passes") {
      ASSIGN_OR_RETURN(options.passes, gl::ParsePassKind(v));
    } else if (a == "--runs") {
      options.runs = std::atoi(v.c_str());
      if (options.runs < 1) return InvalidArgumentError("--runs must be at least 1");
    } else if (a == "--sizes") {
      options.sizes.clear();
      size_t start = 0;
      while (start < v.size()) {
        size_t comma = v.find(',', start);
        std::string size = v.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        int w = 0, h = 0;
        if (std::sscanf(size.c_str(), "%dx%d", &w, &h) != 2 || w < 1 || h < 1 || w > 8192 || h > 8192) {
          return InvalidArgumentError("--sizes takes WxH[,WxH...], got '" + v + "'");
        }
        options.sizes.emplace_back(w, h);
        start = comma == std::string::npos ? v.size() : comma + 1;
      }
    } else {
      return InvalidArgumentError("unknown argument '" + a + "'");
    }
  }
  return options;
}

StatusOr<ClipOptions> ParseClipArgs(int argc, char** argv) {
  ClipOptions options;
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--pan") {
      options.pan = true;
      continue;
    }
    if (i + 1 >= argc) return InvalidArgumentError(a + " needs a value");
    std::string v = argv[++i];
    if (a == "--output") {
      options.output = v;
    } else if (a == "--frames") {
      options.frames = std::atoi(v.c_str());
    } else if (a == "--size") {
      if (std::sscanf(v.c_str(), "%dx%d", &options.width, &options.height) != 2) {
        return InvalidArgumentError("--size takes WxH, got '" + v + "'");
      }
    } else {
      return InvalidArgumentError("unknown argument '" + a + "'");
    }
  }
  if (options.output.empty()) return InvalidArgumentError("--output is required");
  return options;
}

}  // namespace
}  // namespace vfx::tools

int main(int argc, char** argv) {
  using namespace vfx;
  std::string command = argc > 1 ? argv[1] : "";
  if (command == "models") {
    for (const nn::ModelEntry& m : nn::GeneratedModels()) {
      if (!m.small_input) std::printf("%s\n", m.name);
    }
    return 0;
  }
  if (command == "clip") {
    StatusOr<tools::ClipOptions> options = tools::ParseClipArgs(argc, argv);
    StatusOr<image::Image> sample = image::LoadImage(VFX_DEFAULT_INPUT);
    Status status = !options.ok()  ? options.status()
                    : !sample.ok() ? sample.status()
                                   : tools::MakeClip(*options, *sample);
    if (!status.ok()) {
      std::fprintf(stderr, "vfx: %s\n%s", status.ToString().c_str(), tools::kUsage);
      return options.ok() ? 1 : 2;
    }
    return 0;
  }
  if (command == "edges" || command == "scenes") {
    StatusOr<tools::EdgesOptions> options = tools::ParseEdgesArgs(argc, argv, tools::kDefaultModel);
    Status status = !options.ok()        ? options.status()
                    : command == "edges" ? tools::RunEdges(*options)
                                         : tools::MakeScenes(*options);
    if (!status.ok()) {
      std::fprintf(stderr, "vfx: %s\n%s", status.ToString().c_str(), tools::kUsage);
      return options.ok() ? 1 : 2;
    }
    return 0;
  }
  if (command == "faces") {
    StatusOr<tools::FacesOptions> options = tools::ParseFacesArgs(argc, argv, VFX_DEFAULT_INPUT);
    Status status = options.ok() ? tools::RunFaces(*options) : options.status();
    if (!status.ok()) {
      std::fprintf(stderr, "vfx: %s\n%s", status.ToString().c_str(), options.ok() ? "" : tools::kUsage);
      return options.ok() ? 1 : 2;
    }
    return 0;
  }
  if (command == "bench") {
    StatusOr<tools::BenchOptions> options = tools::ParseBenchArgs(argc, argv);
    StatusOr<image::Image> sample = image::LoadImage(VFX_DEFAULT_INPUT);
    Status status = !options.ok()  ? options.status()
                    : !sample.ok() ? sample.status()
                                   : tools::RunPipelineBench(*options, *sample);
    if (!status.ok()) {
      std::fprintf(stderr, "vfx: %s\n%s", status.ToString().c_str(), tools::kUsage);
      return options.ok() ? 1 : 2;
    }
    return 0;
  }
  if (command != "apply") {
    std::fprintf(stderr, "%s", tools::kUsage);
    return 2;
  }
  StatusOr<tools::Args> args = tools::ParseArgs(argc, argv);
  if (!args.ok()) {
    std::fprintf(stderr, "vfx: %s\n%s", args.status().message().c_str(), tools::kUsage);
    return 2;
  }
  Status status = tools::Apply(*args);
  if (!status.ok()) {
    std::fprintf(stderr, "vfx: %s\n", status.ToString().c_str());
    return 1;
  }
  return 0;
}
