// The index map of an op that only moves data (op_def.h's OpDef::index_map):
// given the index of one element of the op's output, the index of the
// element of its data input that holds the same value. Indices are integer
// expressions in the shader language's C-like subset (+ - * / %, clamp,
// abs, constant int tables), one per axis, so the GPU back end can chain the
// maps of several ops into one program (codegen/gpu/index_remap.h) and the
// WGSL translation takes them as they are.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace vfx::codegen {

// One integer expression per axis: a literal, a variable or a short expression.
using Index = std::vector<std::string>;

// The statements an index map needs, built one by one.
class IndexCode {
 public:
  // `prefix`: a name unique in the program, for the code's tables.
  explicit IndexCode(std::string prefix) : prefix_(std::move(prefix)) {}
  const std::string& prefix() const { return prefix_; }
  // Declares `int iN = expr;` (literals and names are returned as they are).
  std::string Let(const std::string& expr);
  // Declares a constant int table (a helper of the program); returns its name.
  std::string Table(const std::vector<int64_t>& values);
  // The element exists only when `condition` holds (constant padding); else
  // the op's fill value is used.
  void Require(const std::string& condition) { conditions_.push_back(condition); }
  // The value of element `index` of another tensor the op reads (Gather's
  // computed indices), as a float expression; the GPU back end supplies the
  // reader, and without one such an op has no index map.
  using ElementReader = std::function<StatusOr<std::string>(const std::string& tensor, const Index& index)>;
  void set_element_reader(ElementReader reader) { element_reader_ = std::move(reader); }
  StatusOr<std::string> ReadElement(const std::string& tensor, const Index& index) {
    if (!element_reader_) return UnimplementedError("no reader for the elements of '" + tensor + "'");
    return element_reader_(tensor, index);
  }

  const std::string& lines() const { return lines_; }
  const std::string& tables() const { return tables_; }
  const std::vector<std::string>& conditions() const { return conditions_; }

 private:
  std::string prefix_;
  std::string lines_;
  std::string tables_;
  std::vector<std::string> conditions_;
  ElementReader element_reader_;
  int count_ = 0;
  int tables_count_ = 0;
};

using IndexMapFn = StatusOr<Index> (*)(const Graph& graph, const Op& op, const Index& out, IndexCode& code);

// Expression helpers with the trivial cases folded: e * k, e + k, and the
// digit of a row-major flat position (e / stride) % dim (no % when outermost).
std::string IndexTimes(const std::string& e, int64_t k);
std::string IndexPlus(const std::string& e, int64_t k);
std::string IndexDigit(const std::string& flat, int64_t stride, int64_t dim, bool outermost);
// The row-major flat position of `index` in `dims`.
std::string FlatIndex(const Index& index, const std::vector<int64_t>& dims);

}  // namespace vfx::codegen
