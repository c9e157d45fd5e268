#include "src/graph/frame_graph.h"

#include <gtest/gtest.h>

namespace vfx::graph {
namespace {

// camera -> segmentation -> {blur, replace}; blur/replace -> composite outputs.
struct TestPipeline {
  FrameGraph g;
  Port<int> camera, segmentation, blur, replace, blur_out, replace_out, stats;
  bool use_stats = false;

  TestPipeline() {
    camera = g.AddNode<int>("camera", {}, [this](int& out) {
      out = static_cast<int>(g.frame());
      return Status::Ok();
    });
    segmentation = g.AddNode<int>("segmentation", {camera.node}, [this](int& out) {
      ASSIGN_OR_RETURN(const int* frame, g.Pull(camera));
      out = *frame * 10;
      return Status::Ok();
    });
    stats = g.AddNode<int>("stats", {camera.node}, [](int& out) {
      out = 7;
      return Status::Ok();
    });
    blur = g.AddNode<int>("blur", {camera.node, segmentation.node, stats.node}, [this](int& out) {
      ASSIGN_OR_RETURN(const int* mask, g.Pull(segmentation));
      out = *mask + 1;
      if (use_stats) {  // an input pulled only when a setting asks for it
        ASSIGN_OR_RETURN(const int* s, g.Pull(stats));
        out += *s;
      }
      return Status::Ok();
    });
    replace = g.AddNode<int>("replace", {segmentation.node}, [this](int& out) {
      ASSIGN_OR_RETURN(const int* mask, g.Pull(segmentation));
      out = *mask + 2;
      return Status::Ok();
    });
  }
};

TEST(FrameGraphTest, WhatNoPulledOutputNeedsNeverRuns) {
  TestPipeline p;
  p.g.BeginFrame();
  StatusOr<const int*> blur = p.g.Pull(p.blur);
  ASSERT_TRUE(blur.ok());
  EXPECT_EQ(**blur, 11);
  EXPECT_EQ(p.g.run_count(p.replace.node), 0);
  EXPECT_EQ(p.g.run_count(p.stats.node), 0);
  EXPECT_TRUE(p.g.ran_this_frame(p.camera.node));
}

TEST(FrameGraphTest, SharedNodesRunOncePerFrame) {
  TestPipeline p;
  for (int frame = 0; frame < 3; ++frame) {
    p.g.BeginFrame();
    ASSERT_TRUE(p.g.Pull(p.blur).ok());
    ASSERT_TRUE(p.g.Pull(p.replace).ok());
    ASSERT_TRUE(p.g.Pull(p.blur).ok());
  }
  EXPECT_EQ(p.g.run_count(p.segmentation.node), 3);
  EXPECT_EQ(p.g.run_count(p.camera.node), 3);
  EXPECT_EQ(p.g.run_count(p.blur.node), 3);
}

TEST(FrameGraphTest, SwitchingOutputsTakesEffectOnTheNextFrame) {
  TestPipeline p;
  p.g.BeginFrame();
  ASSERT_EQ(**p.g.Pull(p.blur), 11);
  p.g.BeginFrame();
  EXPECT_EQ(**p.g.Pull(p.replace), 22);
  EXPECT_FALSE(p.g.ran_this_frame(p.blur.node));
  p.use_stats = true;
  p.g.BeginFrame();
  EXPECT_EQ(**p.g.Pull(p.blur), 3 * 10 + 1 + 7);
  EXPECT_EQ(p.g.run_count(p.stats.node), 1);
}

TEST(FrameGraphTest, ErrorsNameTheNodeAndAreCachedForTheFrame) {
  FrameGraph g;
  int runs = 0;
  Port<int> bad = g.AddNode<int>("bad", {}, [&runs](int&) {
    ++runs;
    return InvalidArgumentError("boom");
  });
  Port<int> user = g.AddNode<int>("user", {bad.node}, [&](int& out) {
    ASSIGN_OR_RETURN(const int* v, g.Pull(bad));
    out = *v;
    return Status::Ok();
  });
  g.BeginFrame();
  StatusOr<const int*> a = g.Pull(user);
  StatusOr<const int*> b = g.Pull(bad);
  ASSERT_FALSE(a.ok());
  EXPECT_NE(a.status().message().find("node 'bad': boom"), std::string::npos) << a.status().message();
  EXPECT_FALSE(b.ok());
  EXPECT_EQ(runs, 1);
}

TEST(FrameGraphTest, CyclesAreErrorsNotHangs) {
  FrameGraph g;
  Port<int> a;
  Port<int> b = g.AddNode<int>("b", {0}, [&](int& out) {
    ASSIGN_OR_RETURN(const int* v, g.Pull(a));
    out = *v;
    return Status::Ok();
  });
  a = g.AddNode<int>("a", {b.node}, [&](int& out) {
    ASSIGN_OR_RETURN(const int* v, g.Pull(b));
    out = *v;
    return Status::Ok();
  });
  g.BeginFrame();
  StatusOr<const int*> r = g.Pull(a);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("depends on itself"), std::string::npos);
}

TEST(FrameGraphTest, GraphvizMarksWhatRan) {
  TestPipeline p;
  p.g.BeginFrame();
  ASSERT_TRUE(p.g.Pull(p.replace).ok());
  std::string dot = p.g.ToGraphviz();
  EXPECT_NE(dot.find("label=\"replace\\nruns: 1\", fillcolor=\"palegreen\""), std::string::npos) << dot;
  EXPECT_NE(dot.find("label=\"blur\\nruns: 0\", fillcolor=\"white\""), std::string::npos) << dot;
  EXPECT_NE(dot.find("n1 -> n3"), std::string::npos) << dot;
  EXPECT_EQ(p.g.timings().size(), 3u);
}

}  // namespace
}  // namespace vfx::graph
