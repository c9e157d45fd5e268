#include "src/graph/pass_list.h"

#include <cstdio>

namespace vfx::graph {
namespace {
thread_local PassRecorder* current = nullptr;

void AppendStructure(const Pass& p, std::string& out) {
  out += PassTypeName(p.type);
  out += ' ';
  out += p.program;
  out += " @";
  out += p.stage;
  out += " in";
  for (const auto& [name, id] : p.inputs) out += ' ' + name + '=' + std::to_string(id);
  out += " out";
  for (ResourceId id : p.outputs) out += ' ' + std::to_string(id);
  out += ' ' + std::to_string(p.width) + 'x' + std::to_string(p.height);
  out += " u";
  for (const Uniform& u : p.uniforms) out += ' ' + u.name + (u.integer ? ":i" : ":f") + std::to_string(u.count);
}

}  // namespace

const char* PassTypeName(PassType type) {
  switch (type) {
    case PassType::kUpload: return "upload";
    case PassType::kProgram: return "program";
    case PassType::kNet: return "net";
    case PassType::kPresent: return "present";
    case PassType::kReadback: return "readback";
  }
  return "?";
}

PassRecorder::~PassRecorder() {
  if (current == this) current = nullptr;
}

void PassRecorder::MakeCurrent() { current = this; }
PassRecorder* PassRecorder::Current() { return current; }
void PassRecorder::ClearCurrent() { current = nullptr; }

void PassRecorder::Begin() {
  passes_.clear();
  stages_.clear();
}

void PassRecorder::Enter(const std::string& stage) { stages_.push_back(stage); }

void PassRecorder::Leave() {
  if (!stages_.empty()) stages_.pop_back();
}

void PassRecorder::Record(Pass pass) {
  if (pass.stage.empty() && !stages_.empty()) pass.stage = stages_.back();
  passes_.push_back(std::move(pass));
}

std::string StructureKey(const std::vector<Pass>& passes) {
  std::string key;
  for (const Pass& p : passes) {
    AppendStructure(p, key);
    key += '\n';
  }
  return key;
}

std::string PassListText(const std::vector<Pass>& passes) {
  std::string text;
  char number[32];
  for (const Pass& p : passes) {
    text += PassTypeName(p.type);
    if (!p.program.empty()) text += ' ' + p.program;
    text += " [" + p.stage + "]";
    for (const auto& [name, id] : p.inputs) text += ' ' + name + "=#" + std::to_string(id);
    text += " ->";
    for (ResourceId id : p.outputs) text += " #" + std::to_string(id);
    text += " " + std::to_string(p.width) + "x" + std::to_string(p.height);
    for (const Uniform& u : p.uniforms) {
      text += ' ' + u.name + '=';
      for (int c = 0; c < u.count; ++c) {
        if (u.integer) {
          std::snprintf(number, sizeof number, "%d", u.i[c]);
        } else {
          std::snprintf(number, sizeof number, "%.6g", u.f[c] == 0 ? 0.0 : static_cast<double>(u.f[c]));  // no "-0"
        }
        text += (c ? "," : "") + std::string(number);
      }
    }
    text += '\n';
  }
  return text;
}

}  // namespace vfx::graph
