# The `chesslaw` Python package (python/): pybind11's setup helpers over python/src/module.cpp and
# the header-only kernel. Offline, with Debian's packages only (python3-setuptools, pybind11-dev /
# python3-pybind11, nlohmann-json3-dev, libboost-dev):
#   /usr/bin/python3 -m pip install --no-build-isolation .
# The CMake build (-DCHESSLAW_BUILD_PYTHON=ON, python/CMakeLists.txt) builds the same module.
import os
import shutil
from pathlib import Path

from pybind11.setup_helpers import Pybind11Extension, build_ext
from setuptools import setup

root = Path(__file__).resolve().parent

ext = Pybind11Extension(
    "chesslaw._core",
    ["python/src/module.cpp"],
    include_dirs=[str(root / d) for d in ("kernel/include", "spec/include", "report/include")],
    cxx_std=20,
    # Python's own CFLAGS carry -g: full debug info of the whole kernel costs minutes and 100+ MB.
    extra_compile_args=["-g0", "-O2"],
)



class build_ext_cached(build_ext):
    """pybind11's build_ext, through ccache when it is installed (the docs test installs the
    package in a fresh venv on every run: ccache makes a rebuild of unchanged sources instant).
    CHESSLAW_NO_CCACHE=1 turns it off."""

    def build_extensions(self):
        ccache = shutil.which("ccache")
        if ccache and not os.environ.get("CHESSLAW_NO_CCACHE") and self.compiler.compiler_so[0] != ccache:
            self.compiler.compiler_so = [ccache, *self.compiler.compiler_so]
        super().build_extensions()


setup(
    name="chesslaw",
    version="0.1.0",
    description="A clause-traced rules kernel for the FIDE Laws of Chess (Python bindings)",
    package_dir={"": "python"},
    packages=["chesslaw"],
    package_data={"chesslaw": ["py.typed", "*.pyi"]},
    ext_modules=[ext],
    cmdclass={"build_ext": build_ext_cached},
    python_requires=">=3.9",
    zip_safe=False,
)
