// Make a process believe it has FAKE_CORES processors, to measure a many-core machine's
// memory on a small one (memory depends on how many searches run at once, not on how
// fast they run). Linux only. Build and use:
//
//   cc -O2 -shared -fPIC -o /tmp/fakecores.so scripts/fakecores.c -ldl
//   export FAKE_CORES=16 LD_PRELOAD=/tmp/fakecores.so HEXBOARD_BENCH_MEMORY=1
//   /usr/bin/time -v .build/release/hexboard-bench 4096
//
// It answers sysconf(_SC_NPROCESSORS_*), get_nprocs() and the affinity calls. libdispatch
// sizes its thread pool (the one Swift concurrency's tasks run on) from
// pthread_getaffinity_np, and HexBoard's batches and search-buffer pool from sysconf, so
// a batch runs FAKE_CORES searches at once, as on a machine with that many cores (only
// slower). `--workers N` alone is not enough: without this the pool runs only as many
// tasks at once as there are real cores.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysinfo.h>
#include <unistd.h>

static long fake(void) {
  const char *s = getenv("FAKE_CORES");
  return s ? atol(s) : 0;
}

long sysconf(int name) {
  static long (*real)(int) = 0;
  if (!real) real = (long (*)(int))dlsym(RTLD_NEXT, "sysconf");
  if ((name == _SC_NPROCESSORS_ONLN || name == _SC_NPROCESSORS_CONF) && fake() > 0) return fake();
  return real(name);
}

int get_nprocs(void) {
  if (fake() > 0) return (int)fake();
  int (*real)(void) = (int (*)(void))dlsym(RTLD_NEXT, "get_nprocs");
  return real();
}

int get_nprocs_conf(void) {
  if (fake() > 0) return (int)fake();
  int (*real)(void) = (int (*)(void))dlsym(RTLD_NEXT, "get_nprocs_conf");
  return real();
}

static void fill(size_t size, cpu_set_t *set) {
  memset(set, 0, size);
  for (long i = 0; i < fake(); i++) CPU_SET_S(i, size, set);
}

int pthread_getaffinity_np(pthread_t thread, size_t size, cpu_set_t *set) {
  if (fake() > 0) {
    fill(size, set);
    return 0;
  }
  int (*real)(pthread_t, size_t, cpu_set_t *) =
      (int (*)(pthread_t, size_t, cpu_set_t *))dlsym(RTLD_NEXT, "pthread_getaffinity_np");
  return real(thread, size, set);
}

int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *set) {
  if (fake() > 0) {
    fill(size, set);
    return 0;
  }
  int (*real)(pid_t, size_t, cpu_set_t *) =
      (int (*)(pid_t, size_t, cpu_set_t *))dlsym(RTLD_NEXT, "sched_getaffinity");
  return real(pid, size, set);
}
