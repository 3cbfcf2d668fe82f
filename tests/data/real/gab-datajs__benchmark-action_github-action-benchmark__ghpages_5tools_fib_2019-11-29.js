window.BENCHMARK_DATA = {
  "lastUpdate": 1575029958867,
  "entries": {
    "Rust Benchmark": [
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "45d78258e495044a551046f50604da3c893052ce",
          "message": "add benchmark.js example workflow",
          "timestamp": "2019-11-10T00:06:58+09:00",
          "tree_id": "59cf1e78101c09beef06aa1832e1caa09ec52246",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/45d78258e495044a551046f50604da3c893052ce"
        },
        "date": 1573312140323,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 254,
            "range": "+/- 35",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 34001,
            "range": "+/- 2,802",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "b840614fd88743f234aac0dc747a0a70616f450f",
          "message": "add benchmark.js example workflow",
          "timestamp": "2019-11-10T00:10:02+09:00",
          "tree_id": "6099d0c81edd50c38c15007ca5c08740b049c944",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/b840614fd88743f234aac0dc747a0a70616f450f"
        },
        "date": 1573312301293,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 242,
            "range": "+/- 73",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 35940,
            "range": "+/- 12,469",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "ba36beffce7ea6c4846a35832ed47d439f36b805",
          "message": "display range and unit in tooltip",
          "timestamp": "2019-11-10T00:41:29+09:00",
          "tree_id": "fe59205a88c8435db64c00ffb00ff7b61cf674a7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/ba36beffce7ea6c4846a35832ed47d439f36b805"
        },
        "date": 1573314194405,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 224,
            "range": "+/- 41",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 30047,
            "range": "+/- 4,964",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "49eb9738e5def8652c302a99c6c2785fc7bfbf08",
          "message": "fix hash in automatic commit message",
          "timestamp": "2019-11-10T00:52:23+09:00",
          "tree_id": "13514e8ed0f4ad5768e7073d3f3a3e916ccf0928",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/49eb9738e5def8652c302a99c6c2785fc7bfbf08"
        },
        "date": 1573314850944,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 279,
            "range": "+/- 50",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 37076,
            "range": "+/- 6,078",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "56899193430b5281e82c54a3b97ba3a55dc68cef",
          "message": "wip",
          "timestamp": "2019-11-10T00:59:09+09:00",
          "tree_id": "b0a542b393830975dc5f4bd70f5e8b938c9550fd",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/56899193430b5281e82c54a3b97ba3a55dc68cef"
        },
        "date": 1573315242214,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 271,
            "range": "+/- 63",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 34264,
            "range": "+/- 7,772",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "a970567c359fd4d8d3896bf295a2962445930f46",
          "message": "wip",
          "timestamp": "2019-11-10T01:26:08+09:00",
          "tree_id": "2a70e17076f980854ce9bc84781f80628db41528",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/a970567c359fd4d8d3896bf295a2962445930f46"
        },
        "date": 1573316860920,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 252,
            "range": "+/- 98",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 31944,
            "range": "+/- 11,733",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "5c9df4dd1ae429bb5ac1f89e9854542b925aa899",
          "message": "add CI workflow",
          "timestamp": "2019-11-10T02:03:36+09:00",
          "tree_id": "ec53c6e4019b97c644e0e98ff09ef94953388a40",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/5c9df4dd1ae429bb5ac1f89e9854542b925aa899"
        },
        "date": 1573319100866,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 220,
            "range": "+/- 40",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 30313,
            "range": "+/- 4,641",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "2ac3f64a8e1603774f4c924aaa43286bdb2a7de0",
          "message": "use HTML file for default index.html",
          "timestamp": "2019-11-10T02:07:24+09:00",
          "tree_id": "4c93340f5a0c37c070358ec91af03a68fa3ddfa4",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/2ac3f64a8e1603774f4c924aaa43286bdb2a7de0"
        },
        "date": 1573319337511,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 227,
            "range": "+/- 42",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 30078,
            "range": "+/- 4,303",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "5e1a14f2fa4620b49c2f24d4fa2e6b76a4b1950a",
          "message": "include index.html in release",
          "timestamp": "2019-11-10T02:11:19+09:00",
          "tree_id": "4e3dc6f4e14cd0a86aaefd81f76ec4a60670fdce",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/5e1a14f2fa4620b49c2f24d4fa2e6b76a4b1950a"
        },
        "date": 1573319552553,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 224,
            "range": "+/- 30",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 29752,
            "range": "+/- 3,876",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "73dc0f211c6b06975019f694a0e9bdcd5373d382",
          "message": "run examples only on master branch",
          "timestamp": "2019-11-10T02:18:17+09:00",
          "tree_id": "c30b59f1734aeec4abae7d760ea0334aa54740d4",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/73dc0f211c6b06975019f694a0e9bdcd5373d382"
        },
        "date": 1573319976975,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 243,
            "range": "+/- 25",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32673,
            "range": "+/- 2,934",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "e836a392c9fe0168dc8a8a4bec33dd3966b1cd57",
          "message": "wip",
          "timestamp": "2019-11-10T02:53:58+09:00",
          "tree_id": "bfae84de23fdb81574876d8db5fabc245b0a954b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/e836a392c9fe0168dc8a8a4bec33dd3966b1cd57"
        },
        "date": 1573322220211,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 263,
            "range": "+/- 48",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 34035,
            "range": "+/- 5,886",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "66b6529e76fa8113fdfaef3d180b4e61c22321c1",
          "message": "add screenshots of generated GitHub pages",
          "timestamp": "2019-11-10T17:41:20+09:00",
          "tree_id": "c4b3539e8533e8c21949db0381febbaf35c5447d",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/66b6529e76fa8113fdfaef3d180b4e61c22321c1"
        },
        "date": 1573375378007,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 260,
            "range": "+/- 22",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 35916,
            "range": "+/- 10,936",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "b6526255f56c86ff642cc5923597c0639f6db23c",
          "message": "add screenshots of generated GitHub pages and update Future Work section",
          "timestamp": "2019-11-10T17:46:40+09:00",
          "tree_id": "b6aa6afd820ccdefb7524ec1703d86aa6b0d4aa1",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/b6526255f56c86ff642cc5923597c0639f6db23c"
        },
        "date": 1573375720600,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 261,
            "range": "+/- 49",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 34612,
            "range": "+/- 6,470",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "ed511c607d5039ddedfc61128944abda9a5116bb",
          "message": "add workflow to run unit tests",
          "timestamp": "2019-11-10T19:15:41+09:00",
          "tree_id": "b0abe5dbca1f50a5b1870c7e5436481dc9cbda88",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/ed511c607d5039ddedfc61128944abda9a5116bb"
        },
        "date": 1573381014742,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 288,
            "range": "+/- 45",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 36621,
            "range": "+/- 9,505",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "d9890ce5337d5f7113e4d8e6faa5df4cc8b9ea4e",
          "message": "add tests for extract.ts",
          "timestamp": "2019-11-10T19:58:26+09:00",
          "tree_id": "0b78d212665870292b6da7a321a92c73949cfb94",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/d9890ce5337d5f7113e4d8e6faa5df4cc8b9ea4e"
        },
        "date": 1573383766887,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 259,
            "range": "+/- 16",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 33946,
            "range": "+/- 2,798",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "6fdf462ac737f044ceb75f875ff4ce15b679875d",
          "message": "run unit tests on `git push` using husky",
          "timestamp": "2019-11-10T20:02:10+09:00",
          "tree_id": "6da83118c539a80331126af98114c1585937337f",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/6fdf462ac737f044ceb75f875ff4ce15b679875d"
        },
        "date": 1573383954606,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 190,
            "range": "+/- 48",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 25309,
            "range": "+/- 5,437",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "3bcbc89490012b1ce7453e0456e36df9378186cf",
          "message": "add tests for default_index_html.ts",
          "timestamp": "2019-11-10T20:23:42+09:00",
          "tree_id": "afb3be91bde6ce75ae55e861dc89aaeed39462b0",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/3bcbc89490012b1ce7453e0456e36df9378186cf"
        },
        "date": 1573385106020,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 212,
            "range": "+/- 31",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 28180,
            "range": "+/- 5,279",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "a75bfc1b3b8bd2b66508c0d696ce9de82ddb0cac",
          "message": "add tests for default_index_html.ts",
          "timestamp": "2019-11-10T20:26:01+09:00",
          "tree_id": "efa3bd2bae4c44e83851a77f4fc256a24ac2a2fd",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/a75bfc1b3b8bd2b66508c0d696ce9de82ddb0cac"
        },
        "date": 1573385244417,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 242,
            "range": "+/- 29",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32041,
            "range": "+/- 3,522",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "f25e3359ccc32283e6959653756f6072188c9077",
          "message": "describe clicking data point and fix typo in README",
          "timestamp": "2019-11-10T21:05:14+09:00",
          "tree_id": "16d48c3c6433906acf6a80a6ecfd975ba13444a2",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/f25e3359ccc32283e6959653756f6072188c9077"
        },
        "date": 1573387660163,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 244,
            "range": "+/- 24",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32370,
            "range": "+/- 3,202",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "9c4924a5070f8d103cbd7eadfd88e29226b762f2",
          "message": "fix it() is missing in test for DEFAULT_INDEX_HTML",
          "timestamp": "2019-11-10T21:06:56+09:00",
          "tree_id": "6fd417437879d2ed99434be541c08fa3aac906d7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/9c4924a5070f8d103cbd7eadfd88e29226b762f2"
        },
        "date": 1573387722743,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 252,
            "range": "+/- 87",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 34124,
            "range": "+/- 6,985",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "751f1bfe15b196e8438ee6923d3841f0970b38f4",
          "message": "add CONTRIBUTING.md",
          "timestamp": "2019-11-10T21:17:18+09:00",
          "tree_id": "7ffe0ac30accf9869435db45e21aef5b14399f94",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/751f1bfe15b196e8438ee6923d3841f0970b38f4"
        },
        "date": 1573388321821,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 257,
            "range": "+/- 24",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32114,
            "range": "+/- 4,944",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1effca7dc2b25d7760fa5dff1b093e26c0454e54",
          "message": "use regex for error validation in tests rather than objects",
          "timestamp": "2019-11-11T10:41:24+09:00",
          "tree_id": "780dbd73f4f434e3f3e27dca6707803b7ea89a4b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1effca7dc2b25d7760fa5dff1b093e26c0454e54"
        },
        "date": 1573436587681,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 255,
            "range": "+/- 15",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 34398,
            "range": "+/- 3,135",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "9e12e25e775219142b222c4a64609631eb455941",
          "message": "add link to Japanese blog post in README",
          "timestamp": "2019-11-11T13:24:08+09:00",
          "tree_id": "a2d722052bd3e2131cc6476553385fb72a4ccd61",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/9e12e25e775219142b222c4a64609631eb455941"
        },
        "date": 1573446353414,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 246,
            "range": "+/- 16",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32300,
            "range": "+/- 4,201",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1c9bc6fc9d675e9df46ab8d0bb2c3c505891bf32",
          "message": "separate caveats into new section in README",
          "timestamp": "2019-11-11T15:47:24+09:00",
          "tree_id": "349e4ec585915cb509eddd21995f16a0bf8d4fd1",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1c9bc6fc9d675e9df46ab8d0bb2c3c505891bf32"
        },
        "date": 1573454948764,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 240,
            "range": "+/- 26",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 31274,
            "range": "+/- 3,550",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "415e3d3d1666981adf676db3c52651f88116859c",
          "message": "describe stability of virtual environment and add one future item to README",
          "timestamp": "2019-11-11T23:49:40+09:00",
          "tree_id": "e1f0a286e1aa68e6c7a69a36467b277d5acbd40e",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/415e3d3d1666981adf676db3c52651f88116859c"
        },
        "date": 1573483899134,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 261,
            "range": "+/- 20",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 34685,
            "range": "+/- 5,664",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "dad26d7f424b5f0c16e2b7332b40fc129407e1d5",
          "message": "add tests for git.ts",
          "timestamp": "2019-11-12T12:55:32+09:00",
          "tree_id": "a111ceb17d4bf60081ad1cd1be554cf1883878bd",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/dad26d7f424b5f0c16e2b7332b40fc129407e1d5"
        },
        "date": 1573534869526,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 222,
            "range": "+/- 45",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 29221,
            "range": "+/- 4,973",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "481461b613d9efa459602e4b8d7a9302e819332b",
          "message": "use assert.strict everywhere it is available",
          "timestamp": "2019-11-12T18:29:51+09:00",
          "tree_id": "9e10fcb7b8ebe60835b8296aa4fa65c359ebbeb3",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/481461b613d9efa459602e4b8d7a9302e819332b"
        },
        "date": 1573551103256,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 250,
            "range": "+/- 16",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 33643,
            "range": "+/- 2,591",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "51a4802f871f8ed8f4a8fddf63a6c67e5a53874d",
          "message": "integrate prettier with eslint",
          "timestamp": "2019-11-12T18:47:31+09:00",
          "tree_id": "8391796af66b48b32ef0d4e76b4025fc336be19f",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/51a4802f871f8ed8f4a8fddf63a6c67e5a53874d"
        },
        "date": 1573552154941,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 219,
            "range": "+/- 28",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 28356,
            "range": "+/- 4,383",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "505be0a00dfcf056e707f1a060b249dc681ad8cb",
          "message": "do not use any in application sources",
          "timestamp": "2019-11-12T19:46:05+09:00",
          "tree_id": "b915879b5108e4d796b8ef047735ee15d5699df7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/505be0a00dfcf056e707f1a060b249dc681ad8cb"
        },
        "date": 1573555673594,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 254,
            "range": "+/- 38",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 33671,
            "range": "+/- 3,804",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "bb1a3e9f648930684dee8393e8a01233aa274a81",
          "message": "try personal GitHub token",
          "timestamp": "2019-11-13T15:06:30+09:00",
          "tree_id": "76d1f064872ab5ea80c927becb881507493bf547",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/bb1a3e9f648930684dee8393e8a01233aa274a81"
        },
        "date": 1573625302556,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 254,
            "range": "+/- 39",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32670,
            "range": "+/- 3,278",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "818163f4a7768606c1ecded0d17abd2d785d92bd",
          "message": "Merge branch 'fix-issue-1' (fix #1)",
          "timestamp": "2019-11-13T18:30:02+09:00",
          "tree_id": "be4461ff79ad6dc716bd0c7562f09413b257558f",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/818163f4a7768606c1ecded0d17abd2d785d92bd"
        },
        "date": 1573637536944,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 267,
            "range": "+/- 42",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 34658,
            "range": "+/- 5,306",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "8e309b87423cbcba98ef8debdf136a6d20622030",
          "message": "remove debug print",
          "timestamp": "2019-11-14T18:13:50+09:00",
          "tree_id": "b7c3e00b13585fa4e67c8f1d65f867df6f0ad72d",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/8e309b87423cbcba98ef8debdf136a6d20622030"
        },
        "date": 1573722920701,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 256,
            "range": "+/- 11",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 33423,
            "range": "+/- 4,031",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "fde86b847691a3ca277ac9b26dccb98b3ade18ef",
          "message": "add changelog for v1.1.0",
          "timestamp": "2019-11-14T18:24:50+09:00",
          "tree_id": "ce3d8f93ad4752cd03c1bf493ae256cd9fc3356d",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/fde86b847691a3ca277ac9b26dccb98b3ade18ef"
        },
        "date": 1573723586010,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 250,
            "range": "+/- 34",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32911,
            "range": "+/- 2,415",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "5675f3b8203b50669781adf59fb4c047699dfcab",
          "message": "disable camelcase check in test code",
          "timestamp": "2019-11-15T08:10:55+09:00",
          "tree_id": "2171faa2603dabff450c5035390655e770f10ef7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/5675f3b8203b50669781adf59fb4c047699dfcab"
        },
        "date": 1573773144716,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 254,
            "range": "+/- 45",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32369,
            "range": "+/- 1,754",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "2d2c2c6c60ae9d3c60002378270435a4afa4b9e7",
          "message": "validate auto-push value is boolean",
          "timestamp": "2019-11-15T08:17:54+09:00",
          "tree_id": "64fad4d748740234e9556c1ea3e389900f4737ee",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/2d2c2c6c60ae9d3c60002378270435a4afa4b9e7"
        },
        "date": 1573773568860,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 244,
            "range": "+/- 19",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32832,
            "range": "+/- 1,270",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c2a3514e3f2ce35d5f52c4f54211074d51fac583",
          "message": "update changelog for v1.1.1",
          "timestamp": "2019-11-15T08:23:21+09:00",
          "tree_id": "279ecc8db3b02562760fab7d69c48454674b4921",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c2a3514e3f2ce35d5f52c4f54211074d51fac583"
        },
        "date": 1573773897469,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 258,
            "range": "+/- 64",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 34135,
            "range": "+/- 6,427",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c57d925c3de78367d0106a3c2920c905e89ca871",
          "message": "retry `git push` avoid an error occurring when remote is updated after `git pull`",
          "timestamp": "2019-11-15T12:25:11+09:00",
          "tree_id": "d6e910da5f70f7ef4a590e274121faaff5bff76e",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c57d925c3de78367d0106a3c2920c905e89ca871"
        },
        "date": 1573788494912,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 229,
            "range": "+/- 26",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 30046,
            "range": "+/- 4,008",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "cfbdb6f5774960c151ced9f0f873642a507823ab",
          "message": "add missing input description in action.yml",
          "timestamp": "2019-11-16T09:17:25+09:00",
          "tree_id": "a41d2c4dd27ec8770a58aafd5696c624144e9fde",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/cfbdb6f5774960c151ced9f0f873642a507823ab"
        },
        "date": 1573863632724,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 248,
            "range": "+/- 28",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 33236,
            "range": "+/- 1,613",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "a908397a0b2cfd572600f749f0442f267a9a8456",
          "message": "update changelog for v1.1.2",
          "timestamp": "2019-11-16T09:24:57+09:00",
          "tree_id": "92cbc372ee9f232f4418e19a60b7411117a705c7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/a908397a0b2cfd572600f749f0442f267a9a8456"
        },
        "date": 1573863984225,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 246,
            "range": "+/- 21",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32607,
            "range": "+/- 2,232",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "d7016b1d815f6f7bb82fa05c6c9c4fb32179eeeb",
          "message": "fix `git push` retry failed with no Git user config",
          "timestamp": "2019-11-16T09:32:56+09:00",
          "tree_id": "031aac6b1ff713b933c097fa28739789185710d7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/d7016b1d815f6f7bb82fa05c6c9c4fb32179eeeb"
        },
        "date": 1573864536123,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 237,
            "range": "+/- 30",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32190,
            "range": "+/- 2,731",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "93b55b4a33e72ada9d4ad4552ec323c7f647acb8",
          "message": "update changelog for v1.1.3",
          "timestamp": "2019-11-16T09:40:59+09:00",
          "tree_id": "eae9a743443741d005a63647a37c2b05770841dc",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/93b55b4a33e72ada9d4ad4552ec323c7f647acb8"
        },
        "date": 1573864958374,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 254,
            "range": "+/- 20",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 34165,
            "range": "+/- 3,938",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "0e99ba58bffe7f50501b6eb3ffae6a5aadea5830",
          "message": "add 'author' section and 'branding' section to action metadata",
          "timestamp": "2019-11-16T10:09:51+09:00",
          "tree_id": "b65f91c7d614bba6232d57a3a3f187bc2533bda2",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/0e99ba58bffe7f50501b6eb3ffae6a5aadea5830"
        },
        "date": 1573866686866,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 227,
            "range": "+/- 30",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 30136,
            "range": "+/- 4,198",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "96379005525cc012acc2917f95a3b3aa74b5e97f",
          "message": "improve benchmark title style in default index.html",
          "timestamp": "2019-11-16T11:39:19+09:00",
          "tree_id": "b592c9ea5f7682d874de83ee69cebe935d527dcc",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/96379005525cc012acc2917f95a3b3aa74b5e97f"
        },
        "date": 1573872095598,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 252,
            "range": "+/- 52",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 34722,
            "range": "+/- 4,666",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "11e8bacd3ef42e67cfa0295f857743133db39e69",
          "message": "update changelog for v1.1.4",
          "timestamp": "2019-11-16T11:52:06+09:00",
          "tree_id": "9b97271c7ced2d88c6f6caca7d364d4502d1a2ed",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/11e8bacd3ef42e67cfa0295f857743133db39e69"
        },
        "date": 1573872802563,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 255,
            "range": "+/- 102",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 33285,
            "range": "+/- 3,342",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "9d55ab0434c9088746ae2d134702d782bf088644",
          "message": "fix changelog with changelog-from-release v1.1.2",
          "timestamp": "2019-11-16T12:10:30+09:00",
          "tree_id": "d5800cd25ac000e210e1b568d7e29ffc59d7698a",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/9d55ab0434c9088746ae2d134702d782bf088644"
        },
        "date": 1573873929968,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 244,
            "range": "+/- 23",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32205,
            "range": "+/- 2,130",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "be395fa45085f9d6d7723f39ef4ea4a1e7d2c71b",
          "message": "Merge branch 'pytest-support-and-extra-data'",
          "timestamp": "2019-11-17T14:11:08+09:00",
          "tree_id": "445685b855eb924cfabb2480b04918aee14352f5",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/be395fa45085f9d6d7723f39ef4ea4a1e7d2c71b"
        },
        "date": 1573967566272,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 216,
            "range": "+/- 31",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 28454,
            "range": "+/- 3,932",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "03aa097a1cf3034a1d4f17d8d1cf0fc1c51cac31",
          "message": "set chart color for pytest results",
          "timestamp": "2019-11-17T14:25:29+09:00",
          "tree_id": "8d837252722b160cd5ffb73a622232b7c3ab34b2",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/03aa097a1cf3034a1d4f17d8d1cf0fc1c51cac31"
        },
        "date": 1573968415462,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 245,
            "range": "+/- 31",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32127,
            "range": "+/- 6,283",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c262440c44d05abcad854dea7e302fac539394fe",
          "message": "update changelog for v1.2.0",
          "timestamp": "2019-11-17T14:37:53+09:00",
          "tree_id": "e18cd54ee4a9183b9f1d24033db6372389182887",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c262440c44d05abcad854dea7e302fac539394fe"
        },
        "date": 1573969151803,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 240,
            "range": "+/- 23",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32408,
            "range": "+/- 2,486",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": false,
          "id": "616a5ef09ebcb29cb44a43a47c261fa30692ef44",
          "message": "add script to check modifications by action",
          "timestamp": "2019-11-17T23:18:43+09:00",
          "tree_id": "041e376bf50623db984098f9203e28d815dd550e",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/616a5ef09ebcb29cb44a43a47c261fa30692ef44"
        },
        "date": 1574000556296,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 224,
            "range": "+/- 33",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 30894,
            "range": "+/- 3,738",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1ac7aa0a7cbf6887cceb0fe766dc178af204a76e",
          "message": "add skip-fetch-gh-pages input and use it in CI check\n\nfor ensuring to remove the effect from other jobs",
          "timestamp": "2019-11-17T23:31:42+09:00",
          "tree_id": "b0647afa8288e16064eca8dd9d227e6eb6dba92c",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1ac7aa0a7cbf6887cceb0fe766dc178af204a76e"
        },
        "date": 1574001194161,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 237,
            "range": "+/- 31",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32331,
            "range": "+/- 3,784",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1e78c08708920d37fbf72e0e80c3d942ba868b03",
          "message": "add more tests for validating inputs",
          "timestamp": "2019-11-18T12:59:01+09:00",
          "tree_id": "dde9a2cab433f70976234edce9df14df8ec0c756",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1e78c08708920d37fbf72e0e80c3d942ba868b03"
        },
        "date": 1574049673542,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 250,
            "range": "+/- 113",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32880,
            "range": "+/- 35,681",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "fbfeeaf441bb85a3e57aae7ec18c47375c749f6b",
          "message": "use Node.js 12.x for running unit tests instead of LTS",
          "timestamp": "2019-11-18T13:06:11+09:00",
          "tree_id": "143303105b6545c3ef4f1c9a08a005c058ab1949",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/fbfeeaf441bb85a3e57aae7ec18c47375c749f6b"
        },
        "date": 1574050083205,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 221,
            "range": "+/- 36",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 30339,
            "range": "+/- 4,543",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1b1833472787f9ee3161830c7a9824bb9328f6ba",
          "message": "Merge branch 'alert-comment'",
          "timestamp": "2019-11-19T19:35:20+09:00",
          "tree_id": "98ae5e5b2be94a321be5e2d4a0db989e2a719282",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1b1833472787f9ee3161830c7a9824bb9328f6ba"
        },
        "date": 1574159805825,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 218,
            "range": "+/- 52",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 33058,
            "range": "+/- 8,172",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "70e31dc6342aca739d3779013d25639418fc9c3e",
          "message": "watch and run unit tests with `mocha --watch`",
          "timestamp": "2019-11-20T13:06:49+09:00",
          "tree_id": "509053b1325005be4406667fcf9d8c2b1c5b05f5",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/70e31dc6342aca739d3779013d25639418fc9c3e"
        },
        "date": 1574222923387,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 253,
            "range": "+/- 68",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 33917,
            "range": "+/- 3,932",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "4cca1247f280e27ba30c778117eee02df8a1d719",
          "message": "Merge branch 'doc-only-alert'",
          "timestamp": "2019-11-20T20:05:09+09:00",
          "tree_id": "edbef35f160ee34797d1d6cdef5aad79e6fadd09",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/4cca1247f280e27ba30c778117eee02df8a1d719"
        },
        "date": 1574248023670,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 214,
            "range": "+/- 37",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 29241,
            "range": "+/- 7,272",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "2df74b9cb2034cf4c7b4635082e5dbc21a6e9672",
          "message": "Merge branch 'doc-only-alert'",
          "timestamp": "2019-11-20T20:11:49+09:00",
          "tree_id": "edbef35f160ee34797d1d6cdef5aad79e6fadd09",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/2df74b9cb2034cf4c7b4635082e5dbc21a6e9672"
        },
        "date": 1574248406588,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 234,
            "range": "+/- 21",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 31575,
            "range": "+/- 5,176",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "ea5073f1305f0d8f4d0554a721535a040e93233d",
          "message": "use table for links to example workflows in README.md",
          "timestamp": "2019-11-20T20:23:36+09:00",
          "tree_id": "a7564474ca680acc8603fbae0c76aecc0c5a871c",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/ea5073f1305f0d8f4d0554a721535a040e93233d"
        },
        "date": 1574249120486,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 247,
            "range": "+/- 13",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32497,
            "range": "+/- 2,997",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "f46f396c1c187279c2e088c9019f97523013045d",
          "message": "validate commit generated by action on CI",
          "timestamp": "2019-11-21T12:23:06+09:00",
          "tree_id": "de4956ee373e909458f4e89d19daab7a9048a851",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/f46f396c1c187279c2e088c9019f97523013045d"
        },
        "date": 1574306700455,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 263,
            "range": "+/- 18",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 36156,
            "range": "+/- 6,663",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "14c7999aab9df6d4174fd575c31de934c8678869",
          "message": "validate commit generated by action on CI",
          "timestamp": "2019-11-21T12:37:13+09:00",
          "tree_id": "038a797ec9893d425344c335fbe2f3acbd28a0db",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/14c7999aab9df6d4174fd575c31de934c8678869"
        },
        "date": 1574307527617,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 255,
            "range": "+/- 37",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 34833,
            "range": "+/- 5,403",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "376899eba1c2f0b70e70ec9f04caca84fc6480c9",
          "message": "validate commit generated by action on CI",
          "timestamp": "2019-11-21T12:39:10+09:00",
          "tree_id": "0c6be41f83ff7842f509c62d6da96fe15e48d329",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/376899eba1c2f0b70e70ec9f04caca84fc6480c9"
        },
        "date": 1574307646586,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 248,
            "range": "+/- 31",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 33133,
            "range": "+/- 6,413",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "44e6896f30df70ce77e3a7ff974bf10e7ecefe83",
          "message": "validate commit generated by action on CI",
          "timestamp": "2019-11-21T12:47:09+09:00",
          "tree_id": "8ab1c3d4a99e10dfffbc7ec159ddaa772b85dfb2",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/44e6896f30df70ce77e3a7ff974bf10e7ecefe83"
        },
        "date": 1574308125022,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 221,
            "range": "+/- 40",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 29016,
            "range": "+/- 5,923",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "00bac066a15f10f696b2e672cd3210b980b176a7",
          "message": "describe about tracking updates of this action",
          "timestamp": "2019-11-21T13:47:53+09:00",
          "tree_id": "c624638de3b8d4938966683f4fad9772ed44e968",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/00bac066a15f10f696b2e672cd3210b980b176a7"
        },
        "date": 1574311912263,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 264,
            "range": "+/- 38",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 37919,
            "range": "+/- 7,172",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "9df3703252a5ae88c01d666d6e45b573611f8d44",
          "message": "update changelog for v1.3.0",
          "timestamp": "2019-11-21T20:11:11+09:00",
          "tree_id": "71c62835c98458c92b1ea96447f0543155aa970a",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/9df3703252a5ae88c01d666d6e45b573611f8d44"
        },
        "date": 1574334761055,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 257,
            "range": "+/- 60",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 35223,
            "range": "+/- 5,265",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "6e9caaf49400b585045206cb045512631c0dd695",
          "message": "add --no-verify to `git push` to avoid unexpected check",
          "timestamp": "2019-11-21T20:35:43+09:00",
          "tree_id": "1d52fc4089aa562ec5b2f31b982b68dc1ec45cb1",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/6e9caaf49400b585045206cb045512631c0dd695"
        },
        "date": 1574336231656,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 226,
            "range": "+/- 44",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 29795,
            "range": "+/- 5,765",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "24d5c949768df60ab54ff9db7cf2f99e5f82aaa7",
          "message": "update changelog for v1.3.1",
          "timestamp": "2019-11-21T20:40:54+09:00",
          "tree_id": "8a0b6af083ac86ec7b42825f0ef028a13cf41e28",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/24d5c949768df60ab54ff9db7cf2f99e5f82aaa7"
        },
        "date": 1574336539923,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 257,
            "range": "+/- 36",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 35499,
            "range": "+/- 7,845",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "99e7eb3f807b073901f0d7ebd6d2cfdfed4fab32",
          "message": "update changelog for v1.3.1",
          "timestamp": "2019-11-21T20:41:56+09:00",
          "tree_id": "c508fe60250542f97270619b40f64c14fad4ae0a",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/99e7eb3f807b073901f0d7ebd6d2cfdfed4fab32"
        },
        "date": 1574336589543,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 253,
            "range": "+/- 11",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 33340,
            "range": "+/- 3,278",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "667bfc0c065e4e43800de8a76b4f659ab42ee813",
          "message": "separate screenshots into new section and note @ in YAML",
          "timestamp": "2019-11-22T12:40:13+09:00",
          "tree_id": "93923faf6e5b23075b49f5abcc862bf017541174",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/667bfc0c065e4e43800de8a76b4f659ab42ee813"
        },
        "date": 1574394148238,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 245,
            "range": "+/- 28",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 33267,
            "range": "+/- 4,548",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "59c8ee3f75dc57d35f1c43880e0e106b86887b56",
          "message": "fix workflow name is not encoded in action URL",
          "timestamp": "2019-11-23T11:52:47+09:00",
          "tree_id": "d06c848578776444534b8fa5ce931d9c395ed3fa",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/59c8ee3f75dc57d35f1c43880e0e106b86887b56"
        },
        "date": 1574477683214,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 254,
            "range": "+/- 18",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32740,
            "range": "+/- 3,009",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "b7c03ab8c7a7bb379ad311f1c95933bf763a6e03",
          "message": "update changelog for v1.3.2",
          "timestamp": "2019-11-23T23:00:51+09:00",
          "tree_id": "caf987fa57cfb2dbc036c75794dd1e28b5b0bdde",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/b7c03ab8c7a7bb379ad311f1c95933bf763a6e03"
        },
        "date": 1574517741055,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 238,
            "range": "+/- 25",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32232,
            "range": "+/- 2,606",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "517be379ef3168b55036537d75cf9f3f6c6ac876",
          "message": "Merge branch 'external-data-json'",
          "timestamp": "2019-11-24T00:31:11+09:00",
          "tree_id": "0347bd574585230e0ca2df859860ec43876902fe",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/517be379ef3168b55036537d75cf9f3f6c6ac876"
        },
        "date": 1574523300367,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 238,
            "range": "+/- 30",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 31841,
            "range": "+/- 4,880",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c948ee2fddf72c8bbef0b70a086f97a2a50f33ca",
          "message": "update changelog for v1.4.0",
          "timestamp": "2019-11-24T00:42:58+09:00",
          "tree_id": "53aa5b5e9d7129eef942338e6346666c63dddd5c",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c948ee2fddf72c8bbef0b70a086f97a2a50f33ca"
        },
        "date": 1574523868813,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 233,
            "range": "+/- 42",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32285,
            "range": "+/- 3,755",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "3f3743ed49631048015b27fe459f2cb2129647c3",
          "message": "update workflow since these features are shipped to v1 branch :tada:",
          "timestamp": "2019-11-24T00:44:19+09:00",
          "tree_id": "7b2f90afa1f6ae5e9c5ee6b76d7a0da38dad234b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/3f3743ed49631048015b27fe459f2cb2129647c3"
        },
        "date": 1574523954663,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 282,
            "range": "+/- 78",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 37540,
            "range": "+/- 7,440",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "16c8ed11901717ae010347ec8ba41b7645cd3a14",
          "message": "fix typos",
          "timestamp": "2019-11-24T00:52:51+09:00",
          "tree_id": "dc8b043cc3a5a02c613c44f9bd15e393b9e86d86",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/16c8ed11901717ae010347ec8ba41b7645cd3a14"
        },
        "date": 1574524451293,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 181,
            "range": "+/- 54",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 25954,
            "range": "+/- 4,421",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c1477efff64bc73508bdf71cb1b4e14309663bc4",
          "message": "Merge branch 'test-write'",
          "timestamp": "2019-11-26T20:59:57+09:00",
          "tree_id": "c6ec6118ad0dd7687769c61c6c92dd38bee363a8",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c1477efff64bc73508bdf71cb1b4e14309663bc4"
        },
        "date": 1574769680311,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 253,
            "range": "+/- 17",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32445,
            "range": "+/- 2,406",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "55e287a1ca5b379e3b8ea36f913c0412253d2e43",
          "message": "add more eslint rules in favor of typescript-eslint v2.9.0",
          "timestamp": "2019-11-27T00:58:07+09:00",
          "tree_id": "f5d66094ff0562beba6c6fef10dba1b802cd9207",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/55e287a1ca5b379e3b8ea36f913c0412253d2e43"
        },
        "date": 1574783987820,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 210,
            "range": "+/- 25",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 28346,
            "range": "+/- 3,884",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "bc7574173f06c389e8e85f5e267e9b0ebb1b2965",
          "message": "set target coverage to 50%",
          "timestamp": "2019-11-27T01:13:42+09:00",
          "tree_id": "00f76b2f94b0b12f538514e58d8a20fe50e4bb44",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/bc7574173f06c389e8e85f5e267e9b0ebb1b2965"
        },
        "date": 1574784898954,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 252,
            "range": "+/- 25",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 33612,
            "range": "+/- 1,631",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": false,
          "id": "a8343706262db7116a645e96a7b331573c5ab898",
          "message": "implement max-items-in-chart input",
          "timestamp": "2019-11-27T12:37:57+09:00",
          "tree_id": "a093be896e7c406cd112f490210e8b6393cae86a",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/a8343706262db7116a645e96a7b331573c5ab898"
        },
        "date": 1574826798076,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 258,
            "range": "+/- 50",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 33673,
            "range": "+/- 3,722",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "d54c8a901e09cb491a54b67f5bfbaa961838a43d",
          "message": "apply proofreading by grammarly",
          "timestamp": "2019-11-27T18:48:12+09:00",
          "tree_id": "73f8b4c5181277eb19957ab9b2ef909b2e92ff8d",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/d54c8a901e09cb491a54b67f5bfbaa961838a43d"
        },
        "date": 1574848182358,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 238,
            "range": "+/- 29",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32578,
            "range": "+/- 4,502",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "862e0e796679087f351ac7c4de9a2afa6bf53876",
          "message": "move sources to src/ directory",
          "timestamp": "2019-11-28T12:04:50+09:00",
          "tree_id": "762b365b3827e5499ea79dbb8a4c252f7220abdc",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/862e0e796679087f351ac7c4de9a2afa6bf53876"
        },
        "date": 1574910536512,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 234,
            "range": "+/- 20",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 31666,
            "range": "+/- 3,376",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "e1c687d22bfc034e613286b1e4fd42839655979e",
          "message": "move sources to src/ directory",
          "timestamp": "2019-11-28T13:00:35+09:00",
          "tree_id": "4da432aa5eab15e3461ce983c827ef721b351fd3",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/e1c687d22bfc034e613286b1e4fd42839655979e"
        },
        "date": 1574913739550,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 237,
            "range": "+/- 34",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 31595,
            "range": "+/- 3,171",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "b4994e7fca1b99562f65f6568c0580724ad476ea",
          "message": "add basic tests for updating gh-pages branch in write.ts",
          "timestamp": "2019-11-28T19:35:56+09:00",
          "tree_id": "229f749ee721916046048bf0e9d1f4dedd119712",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/b4994e7fca1b99562f65f6568c0580724ad476ea"
        },
        "date": 1574937484999,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 213,
            "range": "+/- 54",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 27515,
            "range": "+/- 6,142",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "276e95c9c09c9541a9b815eac0a812f95c155dc0",
          "message": "add more test cases for updating gh-pages branch",
          "timestamp": "2019-11-29T09:15:52+09:00",
          "tree_id": "ba18290a875214471199f9f5a20d3507be156d2c",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/276e95c9c09c9541a9b815eac0a812f95c155dc0"
        },
        "date": 1574986656261,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 233,
            "range": "+/- 25",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 31838,
            "range": "+/- 3,471",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "7e41af66f3aeed1bf43263928541b6600d5e61c5",
          "message": "fix tests for skipping to create index.html",
          "timestamp": "2019-11-29T11:17:15+09:00",
          "tree_id": "2ff01cfd7912662e251e719f7158158e08847721",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/7e41af66f3aeed1bf43263928541b6600d5e61c5"
        },
        "date": 1574993942948,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 243,
            "range": "+/- 16",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 32233,
            "range": "+/- 2,276",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "7e51d4b458e70cd4162611af7abde465533da90e",
          "message": "add more tests for cases auto-push and fetch don't happen",
          "timestamp": "2019-11-29T12:30:32+09:00",
          "tree_id": "5ccd1bb95154695f656ca9d1f9f08d74e66e910b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/7e51d4b458e70cd4162611af7abde465533da90e"
        },
        "date": 1574998322046,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 217,
            "range": "+/- 61",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 26631,
            "range": "+/- 5,210",
            "unit": "ns/iter"
          }
        ]
      }
    ],
    "Go Benchmark": [
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "fcdc56194462e46f54a75f052c926d3dc64b44c9",
          "message": "`git fetch` before updating gh-pages in CI to avoid conflict",
          "timestamp": "2019-11-09T23:22:06+09:00",
          "tree_id": "e73874ecea3ea6e8768d7d06bf7a59bf91c27882",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/fcdc56194462e46f54a75f052c926d3dc64b44c9"
        },
        "date": 1573309388050,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 551,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 55222,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "88c2dfffe2d198a4a898c29ee47dd068a317907d",
          "message": "add graph colors for go and benchmarkjs",
          "timestamp": "2019-11-09T23:33:54+09:00",
          "tree_id": "08bd29deb22151ae19edf4cc64038b5ea606b49b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/88c2dfffe2d198a4a898c29ee47dd068a317907d"
        },
        "date": 1573310302823,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 455,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56332,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "45d78258e495044a551046f50604da3c893052ce",
          "message": "add benchmark.js example workflow",
          "timestamp": "2019-11-10T00:06:58+09:00",
          "tree_id": "59cf1e78101c09beef06aa1832e1caa09ec52246",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/45d78258e495044a551046f50604da3c893052ce"
        },
        "date": 1573312103751,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 433,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 53545,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "b840614fd88743f234aac0dc747a0a70616f450f",
          "message": "add benchmark.js example workflow",
          "timestamp": "2019-11-10T00:10:02+09:00",
          "tree_id": "6099d0c81edd50c38c15007ca5c08740b049c944",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/b840614fd88743f234aac0dc747a0a70616f450f"
        },
        "date": 1573312261499,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 477,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 57757,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "ba36beffce7ea6c4846a35832ed47d439f36b805",
          "message": "display range and unit in tooltip",
          "timestamp": "2019-11-10T00:41:29+09:00",
          "tree_id": "fe59205a88c8435db64c00ffb00ff7b61cf674a7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/ba36beffce7ea6c4846a35832ed47d439f36b805"
        },
        "date": 1573314164445,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 449,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 55138,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "49eb9738e5def8652c302a99c6c2785fc7bfbf08",
          "message": "fix hash in automatic commit message",
          "timestamp": "2019-11-10T00:52:23+09:00",
          "tree_id": "13514e8ed0f4ad5768e7073d3f3a3e916ccf0928",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/49eb9738e5def8652c302a99c6c2785fc7bfbf08"
        },
        "date": 1573314816676,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 462,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 57604,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "56899193430b5281e82c54a3b97ba3a55dc68cef",
          "message": "wip",
          "timestamp": "2019-11-10T00:59:09+09:00",
          "tree_id": "b0a542b393830975dc5f4bd70f5e8b938c9550fd",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/56899193430b5281e82c54a3b97ba3a55dc68cef"
        },
        "date": 1573315204821,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 468,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 57431,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "a970567c359fd4d8d3896bf295a2962445930f46",
          "message": "wip",
          "timestamp": "2019-11-10T01:26:08+09:00",
          "tree_id": "2a70e17076f980854ce9bc84781f80628db41528",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/a970567c359fd4d8d3896bf295a2962445930f46"
        },
        "date": 1573316831562,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 430,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 54669,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "5c9df4dd1ae429bb5ac1f89e9854542b925aa899",
          "message": "add CI workflow",
          "timestamp": "2019-11-10T02:03:36+09:00",
          "tree_id": "ec53c6e4019b97c644e0e98ff09ef94953388a40",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/5c9df4dd1ae429bb5ac1f89e9854542b925aa899"
        },
        "date": 1573319062065,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 456,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56460,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "2ac3f64a8e1603774f4c924aaa43286bdb2a7de0",
          "message": "use HTML file for default index.html",
          "timestamp": "2019-11-10T02:07:24+09:00",
          "tree_id": "4c93340f5a0c37c070358ec91af03a68fa3ddfa4",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/2ac3f64a8e1603774f4c924aaa43286bdb2a7de0"
        },
        "date": 1573319303843,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 495,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 59290,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "5e1a14f2fa4620b49c2f24d4fa2e6b76a4b1950a",
          "message": "include index.html in release",
          "timestamp": "2019-11-10T02:11:19+09:00",
          "tree_id": "4e3dc6f4e14cd0a86aaefd81f76ec4a60670fdce",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/5e1a14f2fa4620b49c2f24d4fa2e6b76a4b1950a"
        },
        "date": 1573319520885,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 520,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 59848,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "73dc0f211c6b06975019f694a0e9bdcd5373d382",
          "message": "run examples only on master branch",
          "timestamp": "2019-11-10T02:18:17+09:00",
          "tree_id": "c30b59f1734aeec4abae7d760ea0334aa54740d4",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/73dc0f211c6b06975019f694a0e9bdcd5373d382"
        },
        "date": 1573319940859,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 402,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 50700,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "e836a392c9fe0168dc8a8a4bec33dd3966b1cd57",
          "message": "wip",
          "timestamp": "2019-11-10T02:53:58+09:00",
          "tree_id": "bfae84de23fdb81574876d8db5fabc245b0a954b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/e836a392c9fe0168dc8a8a4bec33dd3966b1cd57"
        },
        "date": 1573322184463,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 450,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 54711,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "66b6529e76fa8113fdfaef3d180b4e61c22321c1",
          "message": "add screenshots of generated GitHub pages",
          "timestamp": "2019-11-10T17:41:20+09:00",
          "tree_id": "c4b3539e8533e8c21949db0381febbaf35c5447d",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/66b6529e76fa8113fdfaef3d180b4e61c22321c1"
        },
        "date": 1573375342106,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 470,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 57891,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "b6526255f56c86ff642cc5923597c0639f6db23c",
          "message": "add screenshots of generated GitHub pages and update Future Work section",
          "timestamp": "2019-11-10T17:46:40+09:00",
          "tree_id": "b6aa6afd820ccdefb7524ec1703d86aa6b0d4aa1",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/b6526255f56c86ff642cc5923597c0639f6db23c"
        },
        "date": 1573375685174,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 437,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 53917,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "ed511c607d5039ddedfc61128944abda9a5116bb",
          "message": "add workflow to run unit tests",
          "timestamp": "2019-11-10T19:15:41+09:00",
          "tree_id": "b0abe5dbca1f50a5b1870c7e5436481dc9cbda88",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/ed511c607d5039ddedfc61128944abda9a5116bb"
        },
        "date": 1573381957535,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 479,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 59605,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "d9890ce5337d5f7113e4d8e6faa5df4cc8b9ea4e",
          "message": "add tests for extract.ts",
          "timestamp": "2019-11-10T19:58:26+09:00",
          "tree_id": "0b78d212665870292b6da7a321a92c73949cfb94",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/d9890ce5337d5f7113e4d8e6faa5df4cc8b9ea4e"
        },
        "date": 1573383710748,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 467,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 57527,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "6fdf462ac737f044ceb75f875ff4ce15b679875d",
          "message": "run unit tests on `git push` using husky",
          "timestamp": "2019-11-10T20:02:10+09:00",
          "tree_id": "6da83118c539a80331126af98114c1585937337f",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/6fdf462ac737f044ceb75f875ff4ce15b679875d"
        },
        "date": 1573383921554,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 407,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 54017,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "a75bfc1b3b8bd2b66508c0d696ce9de82ddb0cac",
          "message": "add tests for default_index_html.ts",
          "timestamp": "2019-11-10T20:26:01+09:00",
          "tree_id": "efa3bd2bae4c44e83851a77f4fc256a24ac2a2fd",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/a75bfc1b3b8bd2b66508c0d696ce9de82ddb0cac"
        },
        "date": 1573385481901,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 462,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 59165,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "f25e3359ccc32283e6959653756f6072188c9077",
          "message": "describe clicking data point and fix typo in README",
          "timestamp": "2019-11-10T21:05:14+09:00",
          "tree_id": "16d48c3c6433906acf6a80a6ecfd975ba13444a2",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/f25e3359ccc32283e6959653756f6072188c9077"
        },
        "date": 1573387620345,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 461,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56639,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "9c4924a5070f8d103cbd7eadfd88e29226b762f2",
          "message": "fix it() is missing in test for DEFAULT_INDEX_HTML",
          "timestamp": "2019-11-10T21:06:56+09:00",
          "tree_id": "6fd417437879d2ed99434be541c08fa3aac906d7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/9c4924a5070f8d103cbd7eadfd88e29226b762f2"
        },
        "date": 1573387686450,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 463,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 57037,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "751f1bfe15b196e8438ee6923d3841f0970b38f4",
          "message": "add CONTRIBUTING.md",
          "timestamp": "2019-11-10T21:17:18+09:00",
          "tree_id": "7ffe0ac30accf9869435db45e21aef5b14399f94",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/751f1bfe15b196e8438ee6923d3841f0970b38f4"
        },
        "date": 1573388286113,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 452,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56037,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1effca7dc2b25d7760fa5dff1b093e26c0454e54",
          "message": "use regex for error validation in tests rather than objects",
          "timestamp": "2019-11-11T10:41:24+09:00",
          "tree_id": "780dbd73f4f434e3f3e27dca6707803b7ea89a4b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1effca7dc2b25d7760fa5dff1b093e26c0454e54"
        },
        "date": 1573436545508,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 422,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 51271,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "9e12e25e775219142b222c4a64609631eb455941",
          "message": "add link to Japanese blog post in README",
          "timestamp": "2019-11-11T13:24:08+09:00",
          "tree_id": "a2d722052bd3e2131cc6476553385fb72a4ccd61",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/9e12e25e775219142b222c4a64609631eb455941"
        },
        "date": 1573446313026,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 458,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 57761,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1c9bc6fc9d675e9df46ab8d0bb2c3c505891bf32",
          "message": "separate caveats into new section in README",
          "timestamp": "2019-11-11T15:47:24+09:00",
          "tree_id": "349e4ec585915cb509eddd21995f16a0bf8d4fd1",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1c9bc6fc9d675e9df46ab8d0bb2c3c505891bf32"
        },
        "date": 1573471998472,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 462,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56697,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "415e3d3d1666981adf676db3c52651f88116859c",
          "message": "describe stability of virtual environment and add one future item to README",
          "timestamp": "2019-11-11T23:49:40+09:00",
          "tree_id": "e1f0a286e1aa68e6c7a69a36467b277d5acbd40e",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/415e3d3d1666981adf676db3c52651f88116859c"
        },
        "date": 1573483862960,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 469,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 57696,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "dad26d7f424b5f0c16e2b7332b40fc129407e1d5",
          "message": "add tests for git.ts",
          "timestamp": "2019-11-12T12:55:32+09:00",
          "tree_id": "a111ceb17d4bf60081ad1cd1be554cf1883878bd",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/dad26d7f424b5f0c16e2b7332b40fc129407e1d5"
        },
        "date": 1573534829371,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 392,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 46533,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "481461b613d9efa459602e4b8d7a9302e819332b",
          "message": "use assert.strict everywhere it is available",
          "timestamp": "2019-11-12T18:29:51+09:00",
          "tree_id": "9e10fcb7b8ebe60835b8296aa4fa65c359ebbeb3",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/481461b613d9efa459602e4b8d7a9302e819332b"
        },
        "date": 1573551065885,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 499,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 59194,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "51a4802f871f8ed8f4a8fddf63a6c67e5a53874d",
          "message": "integrate prettier with eslint",
          "timestamp": "2019-11-12T18:47:31+09:00",
          "tree_id": "8391796af66b48b32ef0d4e76b4025fc336be19f",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/51a4802f871f8ed8f4a8fddf63a6c67e5a53874d"
        },
        "date": 1573552124169,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 460,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56174,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "505be0a00dfcf056e707f1a060b249dc681ad8cb",
          "message": "do not use any in application sources",
          "timestamp": "2019-11-12T19:46:05+09:00",
          "tree_id": "b915879b5108e4d796b8ef047735ee15d5699df7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/505be0a00dfcf056e707f1a060b249dc681ad8cb"
        },
        "date": 1573555639878,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 467,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 58855,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "bb1a3e9f648930684dee8393e8a01233aa274a81",
          "message": "try personal GitHub token",
          "timestamp": "2019-11-13T15:06:30+09:00",
          "tree_id": "76d1f064872ab5ea80c927becb881507493bf547",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/bb1a3e9f648930684dee8393e8a01233aa274a81"
        },
        "date": 1573625273729,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 455,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56251,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "818163f4a7768606c1ecded0d17abd2d785d92bd",
          "message": "Merge branch 'fix-issue-1' (fix #1)",
          "timestamp": "2019-11-13T18:30:02+09:00",
          "tree_id": "be4461ff79ad6dc716bd0c7562f09413b257558f",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/818163f4a7768606c1ecded0d17abd2d785d92bd"
        },
        "date": 1573637500972,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 440,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56600,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "8e309b87423cbcba98ef8debdf136a6d20622030",
          "message": "remove debug print",
          "timestamp": "2019-11-14T18:13:50+09:00",
          "tree_id": "b7c3e00b13585fa4e67c8f1d65f867df6f0ad72d",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/8e309b87423cbcba98ef8debdf136a6d20622030"
        },
        "date": 1573722896446,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 453,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 55507,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "fde86b847691a3ca277ac9b26dccb98b3ade18ef",
          "message": "add changelog for v1.1.0",
          "timestamp": "2019-11-14T18:24:50+09:00",
          "tree_id": "ce3d8f93ad4752cd03c1bf493ae256cd9fc3356d",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/fde86b847691a3ca277ac9b26dccb98b3ade18ef"
        },
        "date": 1573723554056,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 440,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 53322,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "5675f3b8203b50669781adf59fb4c047699dfcab",
          "message": "disable camelcase check in test code",
          "timestamp": "2019-11-15T08:10:55+09:00",
          "tree_id": "2171faa2603dabff450c5035390655e770f10ef7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/5675f3b8203b50669781adf59fb4c047699dfcab"
        },
        "date": 1573773116051,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 410,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 51660,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "2d2c2c6c60ae9d3c60002378270435a4afa4b9e7",
          "message": "validate auto-push value is boolean",
          "timestamp": "2019-11-15T08:17:54+09:00",
          "tree_id": "64fad4d748740234e9556c1ea3e389900f4737ee",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/2d2c2c6c60ae9d3c60002378270435a4afa4b9e7"
        },
        "date": 1573773538500,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 444,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 54112,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c2a3514e3f2ce35d5f52c4f54211074d51fac583",
          "message": "update changelog for v1.1.1",
          "timestamp": "2019-11-15T08:23:21+09:00",
          "tree_id": "279ecc8db3b02562760fab7d69c48454674b4921",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c2a3514e3f2ce35d5f52c4f54211074d51fac583"
        },
        "date": 1573773862496,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 475,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56431,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c57d925c3de78367d0106a3c2920c905e89ca871",
          "message": "retry `git push` avoid an error occurring when remote is updated after `git pull`",
          "timestamp": "2019-11-15T12:25:11+09:00",
          "tree_id": "d6e910da5f70f7ef4a590e274121faaff5bff76e",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c57d925c3de78367d0106a3c2920c905e89ca871"
        },
        "date": 1573788450778,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 436,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 53768,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "a908397a0b2cfd572600f749f0442f267a9a8456",
          "message": "update changelog for v1.1.2",
          "timestamp": "2019-11-16T09:24:57+09:00",
          "tree_id": "92cbc372ee9f232f4418e19a60b7411117a705c7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/a908397a0b2cfd572600f749f0442f267a9a8456"
        },
        "date": 1573863949654,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 486,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 58690,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "d7016b1d815f6f7bb82fa05c6c9c4fb32179eeeb",
          "message": "fix `git push` retry failed with no Git user config",
          "timestamp": "2019-11-16T09:32:56+09:00",
          "tree_id": "031aac6b1ff713b933c097fa28739789185710d7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/d7016b1d815f6f7bb82fa05c6c9c4fb32179eeeb"
        },
        "date": 1573864501459,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 461,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56487,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "93b55b4a33e72ada9d4ad4552ec323c7f647acb8",
          "message": "update changelog for v1.1.3",
          "timestamp": "2019-11-16T09:40:59+09:00",
          "tree_id": "eae9a743443741d005a63647a37c2b05770841dc",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/93b55b4a33e72ada9d4ad4552ec323c7f647acb8"
        },
        "date": 1573864913853,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 504,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 62453,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "0e99ba58bffe7f50501b6eb3ffae6a5aadea5830",
          "message": "add 'author' section and 'branding' section to action metadata",
          "timestamp": "2019-11-16T10:09:51+09:00",
          "tree_id": "b65f91c7d614bba6232d57a3a3f187bc2533bda2",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/0e99ba58bffe7f50501b6eb3ffae6a5aadea5830"
        },
        "date": 1573866648078,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 474,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 60206,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "96379005525cc012acc2917f95a3b3aa74b5e97f",
          "message": "improve benchmark title style in default index.html",
          "timestamp": "2019-11-16T11:39:19+09:00",
          "tree_id": "b592c9ea5f7682d874de83ee69cebe935d527dcc",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/96379005525cc012acc2917f95a3b3aa74b5e97f"
        },
        "date": 1573872051788,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 439,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 55675,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "11e8bacd3ef42e67cfa0295f857743133db39e69",
          "message": "update changelog for v1.1.4",
          "timestamp": "2019-11-16T11:52:06+09:00",
          "tree_id": "9b97271c7ced2d88c6f6caca7d364d4502d1a2ed",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/11e8bacd3ef42e67cfa0295f857743133db39e69"
        },
        "date": 1573872772282,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 434,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 53741,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "9d55ab0434c9088746ae2d134702d782bf088644",
          "message": "fix changelog with changelog-from-release v1.1.2",
          "timestamp": "2019-11-16T12:10:30+09:00",
          "tree_id": "d5800cd25ac000e210e1b568d7e29ffc59d7698a",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/9d55ab0434c9088746ae2d134702d782bf088644"
        },
        "date": 1573873894327,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 425,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 50632,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "be395fa45085f9d6d7723f39ef4ea4a1e7d2c71b",
          "message": "Merge branch 'pytest-support-and-extra-data'",
          "timestamp": "2019-11-17T14:11:08+09:00",
          "tree_id": "445685b855eb924cfabb2480b04918aee14352f5",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/be395fa45085f9d6d7723f39ef4ea4a1e7d2c71b"
        },
        "date": 1573967530650,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 397,
            "unit": "ns/op"
          },
          {
            "name": "BenchmarkFib20",
            "value": 48773,
            "unit": "ns/op"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "03aa097a1cf3034a1d4f17d8d1cf0fc1c51cac31",
          "message": "set chart color for pytest results",
          "timestamp": "2019-11-17T14:25:29+09:00",
          "tree_id": "8d837252722b160cd5ffb73a622232b7c3ab34b2",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/03aa097a1cf3034a1d4f17d8d1cf0fc1c51cac31"
        },
        "date": 1573968387858,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 477,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 58238,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c262440c44d05abcad854dea7e302fac539394fe",
          "message": "update changelog for v1.2.0",
          "timestamp": "2019-11-17T14:37:53+09:00",
          "tree_id": "e18cd54ee4a9183b9f1d24033db6372389182887",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c262440c44d05abcad854dea7e302fac539394fe"
        },
        "date": 1573969320413,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 424,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 52080,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": false,
          "id": "616a5ef09ebcb29cb44a43a47c261fa30692ef44",
          "message": "add script to check modifications by action",
          "timestamp": "2019-11-17T23:18:43+09:00",
          "tree_id": "041e376bf50623db984098f9203e28d815dd550e",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/616a5ef09ebcb29cb44a43a47c261fa30692ef44"
        },
        "date": 1574000624132,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 420,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 50088,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1ac7aa0a7cbf6887cceb0fe766dc178af204a76e",
          "message": "add skip-fetch-gh-pages input and use it in CI check\n\nfor ensuring to remove the effect from other jobs",
          "timestamp": "2019-11-17T23:31:42+09:00",
          "tree_id": "b0647afa8288e16064eca8dd9d227e6eb6dba92c",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1ac7aa0a7cbf6887cceb0fe766dc178af204a76e"
        },
        "date": 1574001316496,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 453,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56351,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "fbfeeaf441bb85a3e57aae7ec18c47375c749f6b",
          "message": "use Node.js 12.x for running unit tests instead of LTS",
          "timestamp": "2019-11-18T13:06:11+09:00",
          "tree_id": "143303105b6545c3ef4f1c9a08a005c058ab1949",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/fbfeeaf441bb85a3e57aae7ec18c47375c749f6b"
        },
        "date": 1574050187985,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 461,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 54575,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1b1833472787f9ee3161830c7a9824bb9328f6ba",
          "message": "Merge branch 'alert-comment'",
          "timestamp": "2019-11-19T19:35:20+09:00",
          "tree_id": "98ae5e5b2be94a321be5e2d4a0db989e2a719282",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1b1833472787f9ee3161830c7a9824bb9328f6ba"
        },
        "date": 1574160011048,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 475,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 57820,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "70e31dc6342aca739d3779013d25639418fc9c3e",
          "message": "watch and run unit tests with `mocha --watch`",
          "timestamp": "2019-11-20T13:06:49+09:00",
          "tree_id": "509053b1325005be4406667fcf9d8c2b1c5b05f5",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/70e31dc6342aca739d3779013d25639418fc9c3e"
        },
        "date": 1574234189297,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 454,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 57073,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "2df74b9cb2034cf4c7b4635082e5dbc21a6e9672",
          "message": "Merge branch 'doc-only-alert'",
          "timestamp": "2019-11-20T20:11:49+09:00",
          "tree_id": "edbef35f160ee34797d1d6cdef5aad79e6fadd09",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/2df74b9cb2034cf4c7b4635082e5dbc21a6e9672"
        },
        "date": 1574248371984,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 404,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 49719,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "ea5073f1305f0d8f4d0554a721535a040e93233d",
          "message": "use table for links to example workflows in README.md",
          "timestamp": "2019-11-20T20:23:36+09:00",
          "tree_id": "a7564474ca680acc8603fbae0c76aecc0c5a871c",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/ea5073f1305f0d8f4d0554a721535a040e93233d"
        },
        "date": 1574249089064,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 450,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56221,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "f46f396c1c187279c2e088c9019f97523013045d",
          "message": "validate commit generated by action on CI",
          "timestamp": "2019-11-21T12:23:06+09:00",
          "tree_id": "de4956ee373e909458f4e89d19daab7a9048a851",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/f46f396c1c187279c2e088c9019f97523013045d"
        },
        "date": 1574306668823,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 487,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 60388,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "14c7999aab9df6d4174fd575c31de934c8678869",
          "message": "validate commit generated by action on CI",
          "timestamp": "2019-11-21T12:37:13+09:00",
          "tree_id": "038a797ec9893d425344c335fbe2f3acbd28a0db",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/14c7999aab9df6d4174fd575c31de934c8678869"
        },
        "date": 1574307496320,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 463,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 59133,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "44e6896f30df70ce77e3a7ff974bf10e7ecefe83",
          "message": "validate commit generated by action on CI",
          "timestamp": "2019-11-21T12:47:09+09:00",
          "tree_id": "8ab1c3d4a99e10dfffbc7ec159ddaa772b85dfb2",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/44e6896f30df70ce77e3a7ff974bf10e7ecefe83"
        },
        "date": 1574308088781,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 425,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 53759,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "00bac066a15f10f696b2e672cd3210b980b176a7",
          "message": "describe about tracking updates of this action",
          "timestamp": "2019-11-21T13:47:53+09:00",
          "tree_id": "c624638de3b8d4938966683f4fad9772ed44e968",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/00bac066a15f10f696b2e672cd3210b980b176a7"
        },
        "date": 1574311880954,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 471,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 57076,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "9df3703252a5ae88c01d666d6e45b573611f8d44",
          "message": "update changelog for v1.3.0",
          "timestamp": "2019-11-21T20:11:11+09:00",
          "tree_id": "71c62835c98458c92b1ea96447f0543155aa970a",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/9df3703252a5ae88c01d666d6e45b573611f8d44"
        },
        "date": 1574334748077,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 438,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 52477,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "6e9caaf49400b585045206cb045512631c0dd695",
          "message": "add --no-verify to `git push` to avoid unexpected check",
          "timestamp": "2019-11-21T20:35:43+09:00",
          "tree_id": "1d52fc4089aa562ec5b2f31b982b68dc1ec45cb1",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/6e9caaf49400b585045206cb045512631c0dd695"
        },
        "date": 1574336296501,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 454,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 57051,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "24d5c949768df60ab54ff9db7cf2f99e5f82aaa7",
          "message": "update changelog for v1.3.1",
          "timestamp": "2019-11-21T20:40:54+09:00",
          "tree_id": "8a0b6af083ac86ec7b42825f0ef028a13cf41e28",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/24d5c949768df60ab54ff9db7cf2f99e5f82aaa7"
        },
        "date": 1574336507546,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 378,
            "unit": "ns/op",
            "extra": "5000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 46539,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "99e7eb3f807b073901f0d7ebd6d2cfdfed4fab32",
          "message": "update changelog for v1.3.1",
          "timestamp": "2019-11-21T20:41:56+09:00",
          "tree_id": "c508fe60250542f97270619b40f64c14fad4ae0a",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/99e7eb3f807b073901f0d7ebd6d2cfdfed4fab32"
        },
        "date": 1574336559224,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 427,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 52575,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "667bfc0c065e4e43800de8a76b4f659ab42ee813",
          "message": "separate screenshots into new section and note @ in YAML",
          "timestamp": "2019-11-22T12:40:13+09:00",
          "tree_id": "93923faf6e5b23075b49f5abcc862bf017541174",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/667bfc0c065e4e43800de8a76b4f659ab42ee813"
        },
        "date": 1574394106081,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 466,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56218,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "59c8ee3f75dc57d35f1c43880e0e106b86887b56",
          "message": "fix workflow name is not encoded in action URL",
          "timestamp": "2019-11-23T11:52:47+09:00",
          "tree_id": "d06c848578776444534b8fa5ce931d9c395ed3fa",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/59c8ee3f75dc57d35f1c43880e0e106b86887b56"
        },
        "date": 1574477637963,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 443,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 54152,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "b7c03ab8c7a7bb379ad311f1c95933bf763a6e03",
          "message": "update changelog for v1.3.2",
          "timestamp": "2019-11-23T23:00:51+09:00",
          "tree_id": "caf987fa57cfb2dbc036c75794dd1e28b5b0bdde",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/b7c03ab8c7a7bb379ad311f1c95933bf763a6e03"
        },
        "date": 1574517993202,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 408,
            "unit": "ns/op",
            "extra": "5000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 49516,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "517be379ef3168b55036537d75cf9f3f6c6ac876",
          "message": "Merge branch 'external-data-json'",
          "timestamp": "2019-11-24T00:31:11+09:00",
          "tree_id": "0347bd574585230e0ca2df859860ec43876902fe",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/517be379ef3168b55036537d75cf9f3f6c6ac876"
        },
        "date": 1574523264707,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 456,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 54580,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c948ee2fddf72c8bbef0b70a086f97a2a50f33ca",
          "message": "update changelog for v1.4.0",
          "timestamp": "2019-11-24T00:42:58+09:00",
          "tree_id": "53aa5b5e9d7129eef942338e6346666c63dddd5c",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c948ee2fddf72c8bbef0b70a086f97a2a50f33ca"
        },
        "date": 1574523834997,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 447,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56378,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "3f3743ed49631048015b27fe459f2cb2129647c3",
          "message": "update workflow since these features are shipped to v1 branch :tada:",
          "timestamp": "2019-11-24T00:44:19+09:00",
          "tree_id": "7b2f90afa1f6ae5e9c5ee6b76d7a0da38dad234b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/3f3743ed49631048015b27fe459f2cb2129647c3"
        },
        "date": 1574523927674,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 469,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 58913,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "16c8ed11901717ae010347ec8ba41b7645cd3a14",
          "message": "fix typos",
          "timestamp": "2019-11-24T00:52:51+09:00",
          "tree_id": "dc8b043cc3a5a02c613c44f9bd15e393b9e86d86",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/16c8ed11901717ae010347ec8ba41b7645cd3a14"
        },
        "date": 1574524430558,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 457,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 57053,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c1477efff64bc73508bdf71cb1b4e14309663bc4",
          "message": "Merge branch 'test-write'",
          "timestamp": "2019-11-26T20:59:57+09:00",
          "tree_id": "c6ec6118ad0dd7687769c61c6c92dd38bee363a8",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c1477efff64bc73508bdf71cb1b4e14309663bc4"
        },
        "date": 1574769751908,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 465,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56555,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "55e287a1ca5b379e3b8ea36f913c0412253d2e43",
          "message": "add more eslint rules in favor of typescript-eslint v2.9.0",
          "timestamp": "2019-11-27T00:58:07+09:00",
          "tree_id": "f5d66094ff0562beba6c6fef10dba1b802cd9207",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/55e287a1ca5b379e3b8ea36f913c0412253d2e43"
        },
        "date": 1574783961855,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 474,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 55468,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "bc7574173f06c389e8e85f5e267e9b0ebb1b2965",
          "message": "set target coverage to 50%",
          "timestamp": "2019-11-27T01:13:42+09:00",
          "tree_id": "00f76b2f94b0b12f538514e58d8a20fe50e4bb44",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/bc7574173f06c389e8e85f5e267e9b0ebb1b2965"
        },
        "date": 1574785731319,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 476,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 59381,
            "unit": "ns/op",
            "extra": "20000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": false,
          "id": "a8343706262db7116a645e96a7b331573c5ab898",
          "message": "implement max-items-in-chart input",
          "timestamp": "2019-11-27T12:37:57+09:00",
          "tree_id": "a093be896e7c406cd112f490210e8b6393cae86a",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/a8343706262db7116a645e96a7b331573c5ab898"
        },
        "date": 1574826759303,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 445,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 54166,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "d54c8a901e09cb491a54b67f5bfbaa961838a43d",
          "message": "apply proofreading by grammarly",
          "timestamp": "2019-11-27T18:48:12+09:00",
          "tree_id": "73f8b4c5181277eb19957ab9b2ef909b2e92ff8d",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/d54c8a901e09cb491a54b67f5bfbaa961838a43d"
        },
        "date": 1574848146506,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 471,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 58266,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "862e0e796679087f351ac7c4de9a2afa6bf53876",
          "message": "move sources to src/ directory",
          "timestamp": "2019-11-28T12:04:50+09:00",
          "tree_id": "762b365b3827e5499ea79dbb8a4c252f7220abdc",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/862e0e796679087f351ac7c4de9a2afa6bf53876"
        },
        "date": 1574910472089,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 458,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56200,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "e1c687d22bfc034e613286b1e4fd42839655979e",
          "message": "move sources to src/ directory",
          "timestamp": "2019-11-28T13:00:35+09:00",
          "tree_id": "4da432aa5eab15e3461ce983c827ef721b351fd3",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/e1c687d22bfc034e613286b1e4fd42839655979e"
        },
        "date": 1574913687780,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 416,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 54495,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "b4994e7fca1b99562f65f6568c0580724ad476ea",
          "message": "add basic tests for updating gh-pages branch in write.ts",
          "timestamp": "2019-11-28T19:35:56+09:00",
          "tree_id": "229f749ee721916046048bf0e9d1f4dedd119712",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/b4994e7fca1b99562f65f6568c0580724ad476ea"
        },
        "date": 1574937452769,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 445,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 56038,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "7e41af66f3aeed1bf43263928541b6600d5e61c5",
          "message": "fix tests for skipping to create index.html",
          "timestamp": "2019-11-29T11:17:15+09:00",
          "tree_id": "2ff01cfd7912662e251e719f7158158e08847721",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/7e41af66f3aeed1bf43263928541b6600d5e61c5"
        },
        "date": 1574993907931,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 456,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 55756,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "7e51d4b458e70cd4162611af7abde465533da90e",
          "message": "add more tests for cases auto-push and fetch don't happen",
          "timestamp": "2019-11-29T12:30:32+09:00",
          "tree_id": "5ccd1bb95154695f656ca9d1f9f08d74e66e910b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/7e51d4b458e70cd4162611af7abde465533da90e"
        },
        "date": 1574998288906,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 439,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 53417,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      }
    ],
    "Benchmark.js Benchmark": [
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "b840614fd88743f234aac0dc747a0a70616f450f",
          "message": "add benchmark.js example workflow",
          "timestamp": "2019-11-10T00:10:02+09:00",
          "tree_id": "6099d0c81edd50c38c15007ca5c08740b049c944",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/b840614fd88743f234aac0dc747a0a70616f450f"
        },
        "date": 1573312252482,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1039768,
            "range": "0.42%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8787,
            "range": "0.71%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "ba36beffce7ea6c4846a35832ed47d439f36b805",
          "message": "display range and unit in tooltip",
          "timestamp": "2019-11-10T00:41:29+09:00",
          "tree_id": "fe59205a88c8435db64c00ffb00ff7b61cf674a7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/ba36beffce7ea6c4846a35832ed47d439f36b805"
        },
        "date": 1573314151320,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 996174,
            "range": "±1.93%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8965,
            "range": "±1.25%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "49eb9738e5def8652c302a99c6c2785fc7bfbf08",
          "message": "fix hash in automatic commit message",
          "timestamp": "2019-11-10T00:52:23+09:00",
          "tree_id": "13514e8ed0f4ad5768e7073d3f3a3e916ccf0928",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/49eb9738e5def8652c302a99c6c2785fc7bfbf08"
        },
        "date": 1573314811747,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 992914,
            "range": "±0.82%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8374,
            "range": "±0.66%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "56899193430b5281e82c54a3b97ba3a55dc68cef",
          "message": "wip",
          "timestamp": "2019-11-10T00:59:09+09:00",
          "tree_id": "b0a542b393830975dc5f4bd70f5e8b938c9550fd",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/56899193430b5281e82c54a3b97ba3a55dc68cef"
        },
        "date": 1573315199303,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1023138,
            "range": "±1.01%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8564,
            "range": "±1.10%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "a970567c359fd4d8d3896bf295a2962445930f46",
          "message": "wip",
          "timestamp": "2019-11-10T01:26:08+09:00",
          "tree_id": "2a70e17076f980854ce9bc84781f80628db41528",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/a970567c359fd4d8d3896bf295a2962445930f46"
        },
        "date": 1573316822590,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 959774,
            "range": "±0.55%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8167,
            "range": "±0.41%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "915f70cc6b385a16e79fa58df8c190377c9ea0e8",
          "message": "use v1 for examples",
          "timestamp": "2019-11-10T01:55:23+09:00",
          "tree_id": "dbb523f1e443ff53fbecf29cb5cb479d1d1cf52b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/915f70cc6b385a16e79fa58df8c190377c9ea0e8"
        },
        "date": 1573318577419,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 970555,
            "range": "±0.87%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8248,
            "range": "±0.84%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "a3127e2e44e43943411eee52878854ad866bf51a",
          "message": "add CI workflow",
          "timestamp": "2019-11-10T02:02:09+09:00",
          "tree_id": "3c45e58a86795130b7de6f861038348a8057ba0f",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/a3127e2e44e43943411eee52878854ad866bf51a"
        },
        "date": 1573318975554,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 996873,
            "range": "±1.13%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8368,
            "range": "±1.08%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "bf15efadfa6dfeb9035ca07049c78019672ef6db",
          "message": "add CI workflow",
          "timestamp": "2019-11-10T02:03:09+09:00",
          "tree_id": "ec53c6e4019b97c644e0e98ff09ef94953388a40",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/bf15efadfa6dfeb9035ca07049c78019672ef6db"
        },
        "date": 1573319040027,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1024020,
            "range": "±0.50%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8596,
            "range": "±0.63%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "5c9df4dd1ae429bb5ac1f89e9854542b925aa899",
          "message": "add CI workflow",
          "timestamp": "2019-11-10T02:03:36+09:00",
          "tree_id": "ec53c6e4019b97c644e0e98ff09ef94953388a40",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/5c9df4dd1ae429bb5ac1f89e9854542b925aa899"
        },
        "date": 1573319066539,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1014021,
            "range": "±0.93%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8541,
            "range": "±0.75%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "2ac3f64a8e1603774f4c924aaa43286bdb2a7de0",
          "message": "use HTML file for default index.html",
          "timestamp": "2019-11-10T02:07:24+09:00",
          "tree_id": "4c93340f5a0c37c070358ec91af03a68fa3ddfa4",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/2ac3f64a8e1603774f4c924aaa43286bdb2a7de0"
        },
        "date": 1573319306815,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 993912,
            "range": "±0.89%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8327,
            "range": "±2.95%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "5e1a14f2fa4620b49c2f24d4fa2e6b76a4b1950a",
          "message": "include index.html in release",
          "timestamp": "2019-11-10T02:11:19+09:00",
          "tree_id": "4e3dc6f4e14cd0a86aaefd81f76ec4a60670fdce",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/5e1a14f2fa4620b49c2f24d4fa2e6b76a4b1950a"
        },
        "date": 1573319688963,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1022062,
            "range": "±1.48%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8410,
            "range": "±1.54%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "73dc0f211c6b06975019f694a0e9bdcd5373d382",
          "message": "run examples only on master branch",
          "timestamp": "2019-11-10T02:18:17+09:00",
          "tree_id": "c30b59f1734aeec4abae7d760ea0334aa54740d4",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/73dc0f211c6b06975019f694a0e9bdcd5373d382"
        },
        "date": 1573319945897,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1082255,
            "range": "±0.70%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 9184,
            "range": "±0.64%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "e836a392c9fe0168dc8a8a4bec33dd3966b1cd57",
          "message": "wip",
          "timestamp": "2019-11-10T02:53:58+09:00",
          "tree_id": "bfae84de23fdb81574876d8db5fabc245b0a954b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/e836a392c9fe0168dc8a8a4bec33dd3966b1cd57"
        },
        "date": 1573322190757,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1137421,
            "range": "±1.08%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 9475,
            "range": "±1.08%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "b6526255f56c86ff642cc5923597c0639f6db23c",
          "message": "add screenshots of generated GitHub pages and update Future Work section",
          "timestamp": "2019-11-10T17:46:40+09:00",
          "tree_id": "b6aa6afd820ccdefb7524ec1703d86aa6b0d4aa1",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/b6526255f56c86ff642cc5923597c0639f6db23c"
        },
        "date": 1573375690274,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1005562,
            "range": "±0.62%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8519,
            "range": "±0.75%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "ed511c607d5039ddedfc61128944abda9a5116bb",
          "message": "add workflow to run unit tests",
          "timestamp": "2019-11-10T19:15:41+09:00",
          "tree_id": "b0abe5dbca1f50a5b1870c7e5436481dc9cbda88",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/ed511c607d5039ddedfc61128944abda9a5116bb"
        },
        "date": 1573380988522,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 999828,
            "range": "±0.40%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8353,
            "range": "±0.51%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "d9890ce5337d5f7113e4d8e6faa5df4cc8b9ea4e",
          "message": "add tests for extract.ts",
          "timestamp": "2019-11-10T19:58:26+09:00",
          "tree_id": "0b78d212665870292b6da7a321a92c73949cfb94",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/d9890ce5337d5f7113e4d8e6faa5df4cc8b9ea4e"
        },
        "date": 1573383736770,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1058966,
            "range": "±0.69%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8907,
            "range": "±0.57%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "6fdf462ac737f044ceb75f875ff4ce15b679875d",
          "message": "run unit tests on `git push` using husky",
          "timestamp": "2019-11-10T20:02:10+09:00",
          "tree_id": "6da83118c539a80331126af98114c1585937337f",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/6fdf462ac737f044ceb75f875ff4ce15b679875d"
        },
        "date": 1573383897834,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 960767,
            "range": "±0.72%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8060,
            "range": "±1.15%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "3bcbc89490012b1ce7453e0456e36df9378186cf",
          "message": "add tests for default_index_html.ts",
          "timestamp": "2019-11-10T20:23:42+09:00",
          "tree_id": "afb3be91bde6ce75ae55e861dc89aaeed39462b0",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/3bcbc89490012b1ce7453e0456e36df9378186cf"
        },
        "date": 1573385073887,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1036100,
            "range": "±0.54%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8516,
            "range": "±0.89%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "a75bfc1b3b8bd2b66508c0d696ce9de82ddb0cac",
          "message": "add tests for default_index_html.ts",
          "timestamp": "2019-11-10T20:26:01+09:00",
          "tree_id": "efa3bd2bae4c44e83851a77f4fc256a24ac2a2fd",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/a75bfc1b3b8bd2b66508c0d696ce9de82ddb0cac"
        },
        "date": 1573385213004,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1076976,
            "range": "±0.62%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 9069,
            "range": "±0.68%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "f25e3359ccc32283e6959653756f6072188c9077",
          "message": "describe clicking data point and fix typo in README",
          "timestamp": "2019-11-10T21:05:14+09:00",
          "tree_id": "16d48c3c6433906acf6a80a6ecfd975ba13444a2",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/f25e3359ccc32283e6959653756f6072188c9077"
        },
        "date": 1573387601347,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1102564,
            "range": "±1.06%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 9036,
            "range": "±1.54%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "751f1bfe15b196e8438ee6923d3841f0970b38f4",
          "message": "add CONTRIBUTING.md",
          "timestamp": "2019-11-10T21:17:18+09:00",
          "tree_id": "7ffe0ac30accf9869435db45e21aef5b14399f94",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/751f1bfe15b196e8438ee6923d3841f0970b38f4"
        },
        "date": 1573388291833,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1050053,
            "range": "±0.60%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8785,
            "range": "±0.67%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1effca7dc2b25d7760fa5dff1b093e26c0454e54",
          "message": "use regex for error validation in tests rather than objects",
          "timestamp": "2019-11-11T10:41:24+09:00",
          "tree_id": "780dbd73f4f434e3f3e27dca6707803b7ea89a4b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1effca7dc2b25d7760fa5dff1b093e26c0454e54"
        },
        "date": 1573436552531,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1006282,
            "range": "±0.72%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8474,
            "range": "±0.60%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "9e12e25e775219142b222c4a64609631eb455941",
          "message": "add link to Japanese blog post in README",
          "timestamp": "2019-11-11T13:24:08+09:00",
          "tree_id": "a2d722052bd3e2131cc6476553385fb72a4ccd61",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/9e12e25e775219142b222c4a64609631eb455941"
        },
        "date": 1573446443366,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1152487,
            "range": "±1.19%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 9418,
            "range": "±1.72%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1c9bc6fc9d675e9df46ab8d0bb2c3c505891bf32",
          "message": "separate caveats into new section in README",
          "timestamp": "2019-11-11T15:47:24+09:00",
          "tree_id": "349e4ec585915cb509eddd21995f16a0bf8d4fd1",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1c9bc6fc9d675e9df46ab8d0bb2c3c505891bf32"
        },
        "date": 1573454911297,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1096672,
            "range": "±1.02%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 9010,
            "range": "±0.76%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "415e3d3d1666981adf676db3c52651f88116859c",
          "message": "describe stability of virtual environment and add one future item to README",
          "timestamp": "2019-11-11T23:49:40+09:00",
          "tree_id": "e1f0a286e1aa68e6c7a69a36467b277d5acbd40e",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/415e3d3d1666981adf676db3c52651f88116859c"
        },
        "date": 1573531261949,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1071588,
            "range": "±1.14%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8885,
            "range": "±1.16%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "dad26d7f424b5f0c16e2b7332b40fc129407e1d5",
          "message": "add tests for git.ts",
          "timestamp": "2019-11-12T12:55:32+09:00",
          "tree_id": "a111ceb17d4bf60081ad1cd1be554cf1883878bd",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/dad26d7f424b5f0c16e2b7332b40fc129407e1d5"
        },
        "date": 1573543816914,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1138905,
            "range": "±0.92%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 9527,
            "range": "±0.93%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "481461b613d9efa459602e4b8d7a9302e819332b",
          "message": "use assert.strict everywhere it is available",
          "timestamp": "2019-11-12T18:29:51+09:00",
          "tree_id": "9e10fcb7b8ebe60835b8296aa4fa65c359ebbeb3",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/481461b613d9efa459602e4b8d7a9302e819332b"
        },
        "date": 1573551070620,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1030994,
            "range": "±0.83%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8872,
            "range": "±0.96%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "51a4802f871f8ed8f4a8fddf63a6c67e5a53874d",
          "message": "integrate prettier with eslint",
          "timestamp": "2019-11-12T18:47:31+09:00",
          "tree_id": "8391796af66b48b32ef0d4e76b4025fc336be19f",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/51a4802f871f8ed8f4a8fddf63a6c67e5a53874d"
        },
        "date": 1573552129125,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1002688,
            "range": "±0.75%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8389,
            "range": "±0.52%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "505be0a00dfcf056e707f1a060b249dc681ad8cb",
          "message": "do not use any in application sources",
          "timestamp": "2019-11-12T19:46:05+09:00",
          "tree_id": "b915879b5108e4d796b8ef047735ee15d5699df7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/505be0a00dfcf056e707f1a060b249dc681ad8cb"
        },
        "date": 1573555647407,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1054403,
            "range": "±0.67%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8799,
            "range": "±0.82%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "bb1a3e9f648930684dee8393e8a01233aa274a81",
          "message": "try personal GitHub token",
          "timestamp": "2019-11-13T15:06:30+09:00",
          "tree_id": "76d1f064872ab5ea80c927becb881507493bf547",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/bb1a3e9f648930684dee8393e8a01233aa274a81"
        },
        "date": 1573625277275,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1128945,
            "range": "±0.92%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 9406,
            "range": "±1.15%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "818163f4a7768606c1ecded0d17abd2d785d92bd",
          "message": "Merge branch 'fix-issue-1' (fix #1)",
          "timestamp": "2019-11-13T18:30:02+09:00",
          "tree_id": "be4461ff79ad6dc716bd0c7562f09413b257558f",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/818163f4a7768606c1ecded0d17abd2d785d92bd"
        },
        "date": 1573637505393,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1090837,
            "range": "±1.39%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8652,
            "range": "±1.00%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "8e309b87423cbcba98ef8debdf136a6d20622030",
          "message": "remove debug print",
          "timestamp": "2019-11-14T18:13:50+09:00",
          "tree_id": "b7c3e00b13585fa4e67c8f1d65f867df6f0ad72d",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/8e309b87423cbcba98ef8debdf136a6d20622030"
        },
        "date": 1573722899336,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1040077,
            "range": "±1.09%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8724,
            "range": "±0.98%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "fde86b847691a3ca277ac9b26dccb98b3ade18ef",
          "message": "add changelog for v1.1.0",
          "timestamp": "2019-11-14T18:24:50+09:00",
          "tree_id": "ce3d8f93ad4752cd03c1bf493ae256cd9fc3356d",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/fde86b847691a3ca277ac9b26dccb98b3ade18ef"
        },
        "date": 1573723995263,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1128140,
            "range": "±1.15%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 9432,
            "range": "±1.10%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "5675f3b8203b50669781adf59fb4c047699dfcab",
          "message": "disable camelcase check in test code",
          "timestamp": "2019-11-15T08:10:55+09:00",
          "tree_id": "2171faa2603dabff450c5035390655e770f10ef7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/5675f3b8203b50669781adf59fb4c047699dfcab"
        },
        "date": 1573773120713,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1060728,
            "range": "±0.65%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8811,
            "range": "±0.94%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c2a3514e3f2ce35d5f52c4f54211074d51fac583",
          "message": "update changelog for v1.1.1",
          "timestamp": "2019-11-15T08:23:21+09:00",
          "tree_id": "279ecc8db3b02562760fab7d69c48454674b4921",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c2a3514e3f2ce35d5f52c4f54211074d51fac583"
        },
        "date": 1573774265415,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1057484,
            "range": "±1.08%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8670,
            "range": "±1.52%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c57d925c3de78367d0106a3c2920c905e89ca871",
          "message": "retry `git push` avoid an error occurring when remote is updated after `git pull`",
          "timestamp": "2019-11-15T12:25:11+09:00",
          "tree_id": "d6e910da5f70f7ef4a590e274121faaff5bff76e",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c57d925c3de78367d0106a3c2920c905e89ca871"
        },
        "date": 1573788454228,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 952556,
            "range": "±1.09%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8085,
            "range": "±1.45%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "cfbdb6f5774960c151ced9f0f873642a507823ab",
          "message": "add missing input description in action.yml",
          "timestamp": "2019-11-16T09:17:25+09:00",
          "tree_id": "a41d2c4dd27ec8770a58aafd5696c624144e9fde",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/cfbdb6f5774960c151ced9f0f873642a507823ab"
        },
        "date": 1573863609172,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1080879,
            "range": "±0.88%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8975,
            "range": "±0.91%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "a908397a0b2cfd572600f749f0442f267a9a8456",
          "message": "update changelog for v1.1.2",
          "timestamp": "2019-11-16T09:24:57+09:00",
          "tree_id": "92cbc372ee9f232f4418e19a60b7411117a705c7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/a908397a0b2cfd572600f749f0442f267a9a8456"
        },
        "date": 1573863952795,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1000266,
            "range": "±1.19%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8419,
            "range": "±1.18%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "d7016b1d815f6f7bb82fa05c6c9c4fb32179eeeb",
          "message": "fix `git push` retry failed with no Git user config",
          "timestamp": "2019-11-16T09:32:56+09:00",
          "tree_id": "031aac6b1ff713b933c097fa28739789185710d7",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/d7016b1d815f6f7bb82fa05c6c9c4fb32179eeeb"
        },
        "date": 1573864509942,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1023985,
            "range": "±0.57%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8605,
            "range": "±0.63%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "93b55b4a33e72ada9d4ad4552ec323c7f647acb8",
          "message": "update changelog for v1.1.3",
          "timestamp": "2019-11-16T09:40:59+09:00",
          "tree_id": "eae9a743443741d005a63647a37c2b05770841dc",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/93b55b4a33e72ada9d4ad4552ec323c7f647acb8"
        },
        "date": 1573864917941,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 959184,
            "range": "±0.98%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8644,
            "range": "±1.07%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "0e99ba58bffe7f50501b6eb3ffae6a5aadea5830",
          "message": "add 'author' section and 'branding' section to action metadata",
          "timestamp": "2019-11-16T10:09:51+09:00",
          "tree_id": "b65f91c7d614bba6232d57a3a3f187bc2533bda2",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/0e99ba58bffe7f50501b6eb3ffae6a5aadea5830"
        },
        "date": 1573866652274,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 990713,
            "range": "±1.40%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8398,
            "range": "±1.22%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "96379005525cc012acc2917f95a3b3aa74b5e97f",
          "message": "improve benchmark title style in default index.html",
          "timestamp": "2019-11-16T11:39:19+09:00",
          "tree_id": "b592c9ea5f7682d874de83ee69cebe935d527dcc",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/96379005525cc012acc2917f95a3b3aa74b5e97f"
        },
        "date": 1573872056427,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 956464,
            "range": "±0.67%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8140,
            "range": "±0.86%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "9d55ab0434c9088746ae2d134702d782bf088644",
          "message": "fix changelog with changelog-from-release v1.1.2",
          "timestamp": "2019-11-16T12:10:30+09:00",
          "tree_id": "d5800cd25ac000e210e1b568d7e29ffc59d7698a",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/9d55ab0434c9088746ae2d134702d782bf088644"
        },
        "date": 1573873900260,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1019658,
            "range": "±0.99%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8457,
            "range": "±0.89%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "be395fa45085f9d6d7723f39ef4ea4a1e7d2c71b",
          "message": "Merge branch 'pytest-support-and-extra-data'",
          "timestamp": "2019-11-17T14:11:08+09:00",
          "tree_id": "445685b855eb924cfabb2480b04918aee14352f5",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/be395fa45085f9d6d7723f39ef4ea4a1e7d2c71b"
        },
        "date": 1573967538417,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1030500,
            "range": "±0.59%",
            "unit": "ops/sec"
          },
          {
            "name": "fib(20)",
            "value": 8675,
            "range": "±0.61%",
            "unit": "ops/sec"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "03aa097a1cf3034a1d4f17d8d1cf0fc1c51cac31",
          "message": "set chart color for pytest results",
          "timestamp": "2019-11-17T14:25:29+09:00",
          "tree_id": "8d837252722b160cd5ffb73a622232b7c3ab34b2",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/03aa097a1cf3034a1d4f17d8d1cf0fc1c51cac31"
        },
        "date": 1573968381527,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1078202,
            "range": "±0.51%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "fib(20)",
            "value": 8965,
            "range": "±0.91%",
            "unit": "ops/sec",
            "extra": "94 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c262440c44d05abcad854dea7e302fac539394fe",
          "message": "update changelog for v1.2.0",
          "timestamp": "2019-11-17T14:37:53+09:00",
          "tree_id": "e18cd54ee4a9183b9f1d24033db6372389182887",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c262440c44d05abcad854dea7e302fac539394fe"
        },
        "date": 1573969123727,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1091897,
            "range": "±1.01%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "fib(20)",
            "value": 8783,
            "range": "±0.75%",
            "unit": "ops/sec",
            "extra": "87 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": false,
          "id": "616a5ef09ebcb29cb44a43a47c261fa30692ef44",
          "message": "add script to check modifications by action",
          "timestamp": "2019-11-17T23:18:43+09:00",
          "tree_id": "041e376bf50623db984098f9203e28d815dd550e",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/616a5ef09ebcb29cb44a43a47c261fa30692ef44"
        },
        "date": 1574000523029,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1250509,
            "range": "±1.24%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "fib(20)",
            "value": 10302,
            "range": "±1.14%",
            "unit": "ops/sec",
            "extra": "89 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1ac7aa0a7cbf6887cceb0fe766dc178af204a76e",
          "message": "add skip-fetch-gh-pages input and use it in CI check\n\nfor ensuring to remove the effect from other jobs",
          "timestamp": "2019-11-17T23:31:42+09:00",
          "tree_id": "b0647afa8288e16064eca8dd9d227e6eb6dba92c",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1ac7aa0a7cbf6887cceb0fe766dc178af204a76e"
        },
        "date": 1574001163161,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1103223,
            "range": "±0.67%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "fib(20)",
            "value": 9196,
            "range": "±0.87%",
            "unit": "ops/sec",
            "extra": "91 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "fbfeeaf441bb85a3e57aae7ec18c47375c749f6b",
          "message": "use Node.js 12.x for running unit tests instead of LTS",
          "timestamp": "2019-11-18T13:06:11+09:00",
          "tree_id": "143303105b6545c3ef4f1c9a08a005c058ab1949",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/fbfeeaf441bb85a3e57aae7ec18c47375c749f6b"
        },
        "date": 1574050056287,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1057409,
            "range": "±0.92%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "fib(20)",
            "value": 8804,
            "range": "±0.77%",
            "unit": "ops/sec",
            "extra": "87 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1b1833472787f9ee3161830c7a9824bb9328f6ba",
          "message": "Merge branch 'alert-comment'",
          "timestamp": "2019-11-19T19:35:20+09:00",
          "tree_id": "98ae5e5b2be94a321be5e2d4a0db989e2a719282",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1b1833472787f9ee3161830c7a9824bb9328f6ba"
        },
        "date": 1574159778188,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1088100,
            "range": "±1.14%",
            "unit": "ops/sec",
            "extra": "85 samples"
          },
          {
            "name": "fib(20)",
            "value": 9163,
            "range": "±1.08%",
            "unit": "ops/sec",
            "extra": "88 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "70e31dc6342aca739d3779013d25639418fc9c3e",
          "message": "watch and run unit tests with `mocha --watch`",
          "timestamp": "2019-11-20T13:06:49+09:00",
          "tree_id": "509053b1325005be4406667fcf9d8c2b1c5b05f5",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/70e31dc6342aca739d3779013d25639418fc9c3e"
        },
        "date": 1574222898442,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1078963,
            "range": "±0.39%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "fib(20)",
            "value": 9015,
            "range": "±0.53%",
            "unit": "ops/sec",
            "extra": "93 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "4cca1247f280e27ba30c778117eee02df8a1d719",
          "message": "Merge branch 'doc-only-alert'",
          "timestamp": "2019-11-20T20:05:09+09:00",
          "tree_id": "edbef35f160ee34797d1d6cdef5aad79e6fadd09",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/4cca1247f280e27ba30c778117eee02df8a1d719"
        },
        "date": 1574247998733,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1021812,
            "range": "±0.92%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "fib(20)",
            "value": 8711,
            "range": "±0.78%",
            "unit": "ops/sec",
            "extra": "85 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "2df74b9cb2034cf4c7b4635082e5dbc21a6e9672",
          "message": "Merge branch 'doc-only-alert'",
          "timestamp": "2019-11-20T20:11:49+09:00",
          "tree_id": "edbef35f160ee34797d1d6cdef5aad79e6fadd09",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/2df74b9cb2034cf4c7b4635082e5dbc21a6e9672"
        },
        "date": 1574248535654,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1008354,
            "range": "±0.76%",
            "unit": "ops/sec",
            "extra": "85 samples"
          },
          {
            "name": "fib(20)",
            "value": 8580,
            "range": "±0.74%",
            "unit": "ops/sec",
            "extra": "89 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "ea5073f1305f0d8f4d0554a721535a040e93233d",
          "message": "use table for links to example workflows in README.md",
          "timestamp": "2019-11-20T20:23:36+09:00",
          "tree_id": "a7564474ca680acc8603fbae0c76aecc0c5a871c",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/ea5073f1305f0d8f4d0554a721535a040e93233d"
        },
        "date": 1574249795392,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1032049,
            "range": "±0.98%",
            "unit": "ops/sec",
            "extra": "83 samples"
          },
          {
            "name": "fib(20)",
            "value": 8886,
            "range": "±0.78%",
            "unit": "ops/sec",
            "extra": "86 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "44e6896f30df70ce77e3a7ff974bf10e7ecefe83",
          "message": "validate commit generated by action on CI",
          "timestamp": "2019-11-21T12:47:09+09:00",
          "tree_id": "8ab1c3d4a99e10dfffbc7ec159ddaa772b85dfb2",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/44e6896f30df70ce77e3a7ff974bf10e7ecefe83"
        },
        "date": 1574308084812,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1080401,
            "range": "±0.67%",
            "unit": "ops/sec",
            "extra": "94 samples"
          },
          {
            "name": "fib(20)",
            "value": 9044,
            "range": "±0.57%",
            "unit": "ops/sec",
            "extra": "93 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "00bac066a15f10f696b2e672cd3210b980b176a7",
          "message": "describe about tracking updates of this action",
          "timestamp": "2019-11-21T13:47:53+09:00",
          "tree_id": "c624638de3b8d4938966683f4fad9772ed44e968",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/00bac066a15f10f696b2e672cd3210b980b176a7"
        },
        "date": 1574311882223,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1041424,
            "range": "±1.50%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "fib(20)",
            "value": 8963,
            "range": "±0.92%",
            "unit": "ops/sec",
            "extra": "89 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "9df3703252a5ae88c01d666d6e45b573611f8d44",
          "message": "update changelog for v1.3.0",
          "timestamp": "2019-11-21T20:11:11+09:00",
          "tree_id": "71c62835c98458c92b1ea96447f0543155aa970a",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/9df3703252a5ae88c01d666d6e45b573611f8d44"
        },
        "date": 1574334767494,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1062331,
            "range": "±0.89%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "fib(20)",
            "value": 8897,
            "range": "±0.91%",
            "unit": "ops/sec",
            "extra": "90 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "6e9caaf49400b585045206cb045512631c0dd695",
          "message": "add --no-verify to `git push` to avoid unexpected check",
          "timestamp": "2019-11-21T20:35:43+09:00",
          "tree_id": "1d52fc4089aa562ec5b2f31b982b68dc1ec45cb1",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/6e9caaf49400b585045206cb045512631c0dd695"
        },
        "date": 1574336200725,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1053664,
            "range": "±0.60%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "fib(20)",
            "value": 8904,
            "range": "±0.61%",
            "unit": "ops/sec",
            "extra": "92 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "24d5c949768df60ab54ff9db7cf2f99e5f82aaa7",
          "message": "update changelog for v1.3.1",
          "timestamp": "2019-11-21T20:40:54+09:00",
          "tree_id": "8a0b6af083ac86ec7b42825f0ef028a13cf41e28",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/24d5c949768df60ab54ff9db7cf2f99e5f82aaa7"
        },
        "date": 1574336511382,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1033099,
            "range": "±1.05%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "fib(20)",
            "value": 8748,
            "range": "±0.92%",
            "unit": "ops/sec",
            "extra": "87 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "99e7eb3f807b073901f0d7ebd6d2cfdfed4fab32",
          "message": "update changelog for v1.3.1",
          "timestamp": "2019-11-21T20:41:56+09:00",
          "tree_id": "c508fe60250542f97270619b40f64c14fad4ae0a",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/99e7eb3f807b073901f0d7ebd6d2cfdfed4fab32"
        },
        "date": 1574336565964,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1076119,
            "range": "±0.51%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "fib(20)",
            "value": 8968,
            "range": "±0.71%",
            "unit": "ops/sec",
            "extra": "92 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "667bfc0c065e4e43800de8a76b4f659ab42ee813",
          "message": "separate screenshots into new section and note @ in YAML",
          "timestamp": "2019-11-22T12:40:13+09:00",
          "tree_id": "93923faf6e5b23075b49f5abcc862bf017541174",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/667bfc0c065e4e43800de8a76b4f659ab42ee813"
        },
        "date": 1574394102542,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1130762,
            "range": "±0.75%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "fib(20)",
            "value": 9453,
            "range": "±0.95%",
            "unit": "ops/sec",
            "extra": "91 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "59c8ee3f75dc57d35f1c43880e0e106b86887b56",
          "message": "fix workflow name is not encoded in action URL",
          "timestamp": "2019-11-23T11:52:47+09:00",
          "tree_id": "d06c848578776444534b8fa5ce931d9c395ed3fa",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/59c8ee3f75dc57d35f1c43880e0e106b86887b56"
        },
        "date": 1574479939767,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1004650,
            "range": "±0.87%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "fib(20)",
            "value": 8449,
            "range": "±0.74%",
            "unit": "ops/sec",
            "extra": "87 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "b7c03ab8c7a7bb379ad311f1c95933bf763a6e03",
          "message": "update changelog for v1.3.2",
          "timestamp": "2019-11-23T23:00:51+09:00",
          "tree_id": "caf987fa57cfb2dbc036c75794dd1e28b5b0bdde",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/b7c03ab8c7a7bb379ad311f1c95933bf763a6e03"
        },
        "date": 1574517711560,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1185034,
            "range": "±0.96%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "fib(20)",
            "value": 9951,
            "range": "±0.87%",
            "unit": "ops/sec",
            "extra": "87 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "517be379ef3168b55036537d75cf9f3f6c6ac876",
          "message": "Merge branch 'external-data-json'",
          "timestamp": "2019-11-24T00:31:11+09:00",
          "tree_id": "0347bd574585230e0ca2df859860ec43876902fe",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/517be379ef3168b55036537d75cf9f3f6c6ac876"
        },
        "date": 1574523354847,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1021968,
            "range": "±0.64%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "fib(20)",
            "value": 8622,
            "range": "±0.61%",
            "unit": "ops/sec",
            "extra": "89 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c948ee2fddf72c8bbef0b70a086f97a2a50f33ca",
          "message": "update changelog for v1.4.0",
          "timestamp": "2019-11-24T00:42:58+09:00",
          "tree_id": "53aa5b5e9d7129eef942338e6346666c63dddd5c",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c948ee2fddf72c8bbef0b70a086f97a2a50f33ca"
        },
        "date": 1574523835806,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1086170,
            "range": "±0.35%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "fib(20)",
            "value": 9113,
            "range": "±0.33%",
            "unit": "ops/sec",
            "extra": "95 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "3f3743ed49631048015b27fe459f2cb2129647c3",
          "message": "update workflow since these features are shipped to v1 branch :tada:",
          "timestamp": "2019-11-24T00:44:19+09:00",
          "tree_id": "7b2f90afa1f6ae5e9c5ee6b76d7a0da38dad234b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/3f3743ed49631048015b27fe459f2cb2129647c3"
        },
        "date": 1574523999792,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1069500,
            "range": "±1.94%",
            "unit": "ops/sec",
            "extra": "82 samples"
          },
          {
            "name": "fib(20)",
            "value": 9359,
            "range": "±0.92%",
            "unit": "ops/sec",
            "extra": "89 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "16c8ed11901717ae010347ec8ba41b7645cd3a14",
          "message": "fix typos",
          "timestamp": "2019-11-24T00:52:51+09:00",
          "tree_id": "dc8b043cc3a5a02c613c44f9bd15e393b9e86d86",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/16c8ed11901717ae010347ec8ba41b7645cd3a14"
        },
        "date": 1574524424607,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1105731,
            "range": "±0.81%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "fib(20)",
            "value": 9295,
            "range": "±0.74%",
            "unit": "ops/sec",
            "extra": "90 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c1477efff64bc73508bdf71cb1b4e14309663bc4",
          "message": "Merge branch 'test-write'",
          "timestamp": "2019-11-26T20:59:57+09:00",
          "tree_id": "c6ec6118ad0dd7687769c61c6c92dd38bee363a8",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c1477efff64bc73508bdf71cb1b4e14309663bc4"
        },
        "date": 1574769656876,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1077530,
            "range": "±0.55%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "fib(20)",
            "value": 9073,
            "range": "±0.36%",
            "unit": "ops/sec",
            "extra": "95 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "55e287a1ca5b379e3b8ea36f913c0412253d2e43",
          "message": "add more eslint rules in favor of typescript-eslint v2.9.0",
          "timestamp": "2019-11-27T00:58:07+09:00",
          "tree_id": "f5d66094ff0562beba6c6fef10dba1b802cd9207",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/55e287a1ca5b379e3b8ea36f913c0412253d2e43"
        },
        "date": 1574783959758,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1074517,
            "range": "±1.82%",
            "unit": "ops/sec",
            "extra": "82 samples"
          },
          {
            "name": "fib(20)",
            "value": 9264,
            "range": "±1.75%",
            "unit": "ops/sec",
            "extra": "87 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "bc7574173f06c389e8e85f5e267e9b0ebb1b2965",
          "message": "set target coverage to 50%",
          "timestamp": "2019-11-27T01:13:42+09:00",
          "tree_id": "00f76b2f94b0b12f538514e58d8a20fe50e4bb44",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/bc7574173f06c389e8e85f5e267e9b0ebb1b2965"
        },
        "date": 1574784879635,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 989585,
            "range": "±1.51%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "fib(20)",
            "value": 8329,
            "range": "±1.13%",
            "unit": "ops/sec",
            "extra": "89 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": false,
          "id": "a8343706262db7116a645e96a7b331573c5ab898",
          "message": "implement max-items-in-chart input",
          "timestamp": "2019-11-27T12:37:57+09:00",
          "tree_id": "a093be896e7c406cd112f490210e8b6393cae86a",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/a8343706262db7116a645e96a7b331573c5ab898"
        },
        "date": 1574826767559,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1027829,
            "range": "±1.79%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "fib(20)",
            "value": 8779,
            "range": "±1.59%",
            "unit": "ops/sec",
            "extra": "89 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "d54c8a901e09cb491a54b67f5bfbaa961838a43d",
          "message": "apply proofreading by grammarly",
          "timestamp": "2019-11-27T18:48:12+09:00",
          "tree_id": "73f8b4c5181277eb19957ab9b2ef909b2e92ff8d",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/d54c8a901e09cb491a54b67f5bfbaa961838a43d"
        },
        "date": 1574848155719,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 943228,
            "range": "±1.08%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "fib(20)",
            "value": 8001,
            "range": "±1.03%",
            "unit": "ops/sec",
            "extra": "89 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "862e0e796679087f351ac7c4de9a2afa6bf53876",
          "message": "move sources to src/ directory",
          "timestamp": "2019-11-28T12:04:50+09:00",
          "tree_id": "762b365b3827e5499ea79dbb8a4c252f7220abdc",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/862e0e796679087f351ac7c4de9a2afa6bf53876"
        },
        "date": 1574910480006,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 993246,
            "range": "±0.79%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "fib(20)",
            "value": 8373,
            "range": "±0.58%",
            "unit": "ops/sec",
            "extra": "89 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "e1c687d22bfc034e613286b1e4fd42839655979e",
          "message": "move sources to src/ directory",
          "timestamp": "2019-11-28T13:00:35+09:00",
          "tree_id": "4da432aa5eab15e3461ce983c827ef721b351fd3",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/e1c687d22bfc034e613286b1e4fd42839655979e"
        },
        "date": 1574913691875,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1051942,
            "range": "±0.96%",
            "unit": "ops/sec",
            "extra": "85 samples"
          },
          {
            "name": "fib(20)",
            "value": 8746,
            "range": "±1.14%",
            "unit": "ops/sec",
            "extra": "76 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "b4994e7fca1b99562f65f6568c0580724ad476ea",
          "message": "add basic tests for updating gh-pages branch in write.ts",
          "timestamp": "2019-11-28T19:35:56+09:00",
          "tree_id": "229f749ee721916046048bf0e9d1f4dedd119712",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/b4994e7fca1b99562f65f6568c0580724ad476ea"
        },
        "date": 1574937460913,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1091895,
            "range": "±1.04%",
            "unit": "ops/sec",
            "extra": "85 samples"
          },
          {
            "name": "fib(20)",
            "value": 9261,
            "range": "±0.92%",
            "unit": "ops/sec",
            "extra": "85 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "276e95c9c09c9541a9b815eac0a812f95c155dc0",
          "message": "add more test cases for updating gh-pages branch",
          "timestamp": "2019-11-29T09:15:52+09:00",
          "tree_id": "ba18290a875214471199f9f5a20d3507be156d2c",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/276e95c9c09c9541a9b815eac0a812f95c155dc0"
        },
        "date": 1574986605809,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 958207,
            "range": "±0.60%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "fib(20)",
            "value": 8096,
            "range": "±0.53%",
            "unit": "ops/sec",
            "extra": "88 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "7e41af66f3aeed1bf43263928541b6600d5e61c5",
          "message": "fix tests for skipping to create index.html",
          "timestamp": "2019-11-29T11:17:15+09:00",
          "tree_id": "2ff01cfd7912662e251e719f7158158e08847721",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/7e41af66f3aeed1bf43263928541b6600d5e61c5"
        },
        "date": 1574993913722,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1034176,
            "range": "±0.69%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "fib(20)",
            "value": 8747,
            "range": "±0.54%",
            "unit": "ops/sec",
            "extra": "83 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "7e51d4b458e70cd4162611af7abde465533da90e",
          "message": "add more tests for cases auto-push and fetch don't happen",
          "timestamp": "2019-11-29T12:30:32+09:00",
          "tree_id": "5ccd1bb95154695f656ca9d1f9f08d74e66e910b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/7e51d4b458e70cd4162611af7abde465533da90e"
        },
        "date": 1574998297089,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1065923,
            "range": "±0.76%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "fib(20)",
            "value": 8884,
            "range": "±0.88%",
            "unit": "ops/sec",
            "extra": "88 samples"
          }
        ]
      }
    ],
    "Python Benchmark with pytest-benchmark": [
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "be395fa45085f9d6d7723f39ef4ea4a1e7d2c71b",
          "message": "Merge branch 'pytest-support-and-extra-data'",
          "timestamp": "2019-11-17T14:11:08+09:00",
          "tree_id": "445685b855eb924cfabb2480b04918aee14352f5",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/be395fa45085f9d6d7723f39ef4ea4a1e7d2c71b"
        },
        "date": 1573968123092,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 48347.10086431428,
            "unit": "iter/sec",
            "range": "stddev: 0.000020419912819191845",
            "extra": "mean: 0.000020683763496108927 sec\nrounds: 28249"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 389.3380033674248,
            "unit": "iter/sec",
            "range": "stddev: 0.0002408106151480289",
            "extra": "mean: 0.002568462342106078 sec\nrounds: 380"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "03aa097a1cf3034a1d4f17d8d1cf0fc1c51cac31",
          "message": "set chart color for pytest results",
          "timestamp": "2019-11-17T14:25:29+09:00",
          "tree_id": "8d837252722b160cd5ffb73a622232b7c3ab34b2",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/03aa097a1cf3034a1d4f17d8d1cf0fc1c51cac31"
        },
        "date": 1573968377120,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 43728.212031481395,
            "unit": "iter/sec",
            "range": "stddev: 0.00001539771865691987",
            "extra": "mean: 0.000022868531630794023 sec\nrounds: 26667"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 359.58532941068273,
            "unit": "iter/sec",
            "range": "stddev: 0.0003750784453058185",
            "extra": "mean: 0.0027809810862942604 sec\nrounds: 394"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c262440c44d05abcad854dea7e302fac539394fe",
          "message": "update changelog for v1.2.0",
          "timestamp": "2019-11-17T14:37:53+09:00",
          "tree_id": "e18cd54ee4a9183b9f1d24033db6372389182887",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c262440c44d05abcad854dea7e302fac539394fe"
        },
        "date": 1573969120050,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 41207.30462058193,
            "unit": "iter/sec",
            "range": "stddev: 0.000022178978086744084",
            "extra": "mean: 0.000024267542107098344 sec\nrounds: 19961"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 347.91254624085315,
            "unit": "iter/sec",
            "range": "stddev: 0.00033939140088867596",
            "extra": "mean: 0.0028742855375721897 sec\nrounds: 346"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": false,
          "id": "616a5ef09ebcb29cb44a43a47c261fa30692ef44",
          "message": "add script to check modifications by action",
          "timestamp": "2019-11-17T23:18:43+09:00",
          "tree_id": "041e376bf50623db984098f9203e28d815dd550e",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/616a5ef09ebcb29cb44a43a47c261fa30692ef44"
        },
        "date": 1574000517684,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 55861.86150795168,
            "unit": "iter/sec",
            "range": "stddev: 0.0000075116820841005354",
            "extra": "mean: 0.000017901301048796135 sec\nrounds: 32895"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 425.6848162583946,
            "unit": "iter/sec",
            "range": "stddev: 0.0003863322148434093",
            "extra": "mean: 0.002349155905511534 sec\nrounds: 508"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1ac7aa0a7cbf6887cceb0fe766dc178af204a76e",
          "message": "add skip-fetch-gh-pages input and use it in CI check\n\nfor ensuring to remove the effect from other jobs",
          "timestamp": "2019-11-17T23:31:42+09:00",
          "tree_id": "b0647afa8288e16064eca8dd9d227e6eb6dba92c",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1ac7aa0a7cbf6887cceb0fe766dc178af204a76e"
        },
        "date": 1574001159003,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 49404.90035483193,
            "unit": "iter/sec",
            "range": "stddev: 0.000009435758940004819",
            "extra": "mean: 0.00002024090713305522 sec\nrounds: 25445"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 401.7249641123136,
            "unit": "iter/sec",
            "range": "stddev: 0.00022243428173328867",
            "extra": "mean: 0.0024892652668715444 sec\nrounds: 326"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1e78c08708920d37fbf72e0e80c3d942ba868b03",
          "message": "add more tests for validating inputs",
          "timestamp": "2019-11-18T12:59:01+09:00",
          "tree_id": "dde9a2cab433f70976234edce9df14df8ec0c756",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1e78c08708920d37fbf72e0e80c3d942ba868b03"
        },
        "date": 1574049635900,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 45027.03373895586,
            "unit": "iter/sec",
            "range": "stddev: 0.000021566411461862483",
            "extra": "mean: 0.00002220888024286694 sec\nrounds: 26178"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 369.83091633963886,
            "unit": "iter/sec",
            "range": "stddev: 0.00020464184112392649",
            "extra": "mean: 0.0027039383562017768 sec\nrounds: 379"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "fbfeeaf441bb85a3e57aae7ec18c47375c749f6b",
          "message": "use Node.js 12.x for running unit tests instead of LTS",
          "timestamp": "2019-11-18T13:06:11+09:00",
          "tree_id": "143303105b6545c3ef4f1c9a08a005c058ab1949",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/fbfeeaf441bb85a3e57aae7ec18c47375c749f6b"
        },
        "date": 1574050039185,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 45226.06209013867,
            "unit": "iter/sec",
            "range": "stddev: 0.000027853171193325767",
            "extra": "mean: 0.000022111144631759686 sec\nrounds: 27933"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 377.0882222617491,
            "unit": "iter/sec",
            "range": "stddev: 0.00027997974061889995",
            "extra": "mean: 0.0026518993194803837 sec\nrounds: 385"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1b1833472787f9ee3161830c7a9824bb9328f6ba",
          "message": "Merge branch 'alert-comment'",
          "timestamp": "2019-11-19T19:35:20+09:00",
          "tree_id": "98ae5e5b2be94a321be5e2d4a0db989e2a719282",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1b1833472787f9ee3161830c7a9824bb9328f6ba"
        },
        "date": 1574159774231,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 47826.155543569985,
            "unit": "iter/sec",
            "range": "stddev: 0.000013247172198093772",
            "extra": "mean: 0.00002090906092355662 sec\nrounds: 32894"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 370.0639082557522,
            "unit": "iter/sec",
            "range": "stddev: 0.0004303215201221826",
            "extra": "mean: 0.002702235958954682 sec\nrounds: 341"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "70e31dc6342aca739d3779013d25639418fc9c3e",
          "message": "watch and run unit tests with `mocha --watch`",
          "timestamp": "2019-11-20T13:06:49+09:00",
          "tree_id": "509053b1325005be4406667fcf9d8c2b1c5b05f5",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/70e31dc6342aca739d3779013d25639418fc9c3e"
        },
        "date": 1574222891196,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 45489.143636851564,
            "unit": "iter/sec",
            "range": "stddev: 0.000015492340413518886",
            "extra": "mean: 0.00002198326721608982 sec\nrounds: 30582"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 374.622245524649,
            "unit": "iter/sec",
            "range": "stddev: 0.0001320514262267136",
            "extra": "mean: 0.002669355629427519 sec\nrounds: 367"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "4cca1247f280e27ba30c778117eee02df8a1d719",
          "message": "Merge branch 'doc-only-alert'",
          "timestamp": "2019-11-20T20:05:09+09:00",
          "tree_id": "edbef35f160ee34797d1d6cdef5aad79e6fadd09",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/4cca1247f280e27ba30c778117eee02df8a1d719"
        },
        "date": 1574247993314,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 43651.420287576715,
            "unit": "iter/sec",
            "range": "stddev: 0.000016394850865932012",
            "extra": "mean: 0.00002290876203825611 sec\nrounds: 29240"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 362.54205545161597,
            "unit": "iter/sec",
            "range": "stddev: 0.0002849634836426752",
            "extra": "mean: 0.0027583006852937584 sec\nrounds: 340"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "2df74b9cb2034cf4c7b4635082e5dbc21a6e9672",
          "message": "Merge branch 'doc-only-alert'",
          "timestamp": "2019-11-20T20:11:49+09:00",
          "tree_id": "edbef35f160ee34797d1d6cdef5aad79e6fadd09",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/2df74b9cb2034cf4c7b4635082e5dbc21a6e9672"
        },
        "date": 1574248369220,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 59183.49352762874,
            "unit": "iter/sec",
            "range": "stddev: 0.000005978945971608324",
            "extra": "mean: 0.000016896603096489533 sec\nrounds: 36364"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 453.49181667898193,
            "unit": "iter/sec",
            "range": "stddev: 0.00041721402485304395",
            "extra": "mean: 0.002205111455644812 sec\nrounds: 496"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "ea5073f1305f0d8f4d0554a721535a040e93233d",
          "message": "use table for links to example workflows in README.md",
          "timestamp": "2019-11-20T20:23:36+09:00",
          "tree_id": "a7564474ca680acc8603fbae0c76aecc0c5a871c",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/ea5073f1305f0d8f4d0554a721535a040e93233d"
        },
        "date": 1574249084286,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 45499.12756126388,
            "unit": "iter/sec",
            "range": "stddev: 0.0000082871362717115",
            "extra": "mean: 0.000021978443403195266 sec\nrounds: 28491"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 371.3188509318359,
            "unit": "iter/sec",
            "range": "stddev: 0.00010108367807761505",
            "extra": "mean: 0.002693103238606038 sec\nrounds: 373"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "f46f396c1c187279c2e088c9019f97523013045d",
          "message": "validate commit generated by action on CI",
          "timestamp": "2019-11-21T12:23:06+09:00",
          "tree_id": "de4956ee373e909458f4e89d19daab7a9048a851",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/f46f396c1c187279c2e088c9019f97523013045d"
        },
        "date": 1574306665346,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 45424.98349166504,
            "unit": "iter/sec",
            "range": "stddev: 0.00002639876417533",
            "extra": "mean: 0.000022014317301479887 sec\nrounds: 27778"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 388.61706249942176,
            "unit": "iter/sec",
            "range": "stddev: 0.00029871539210890813",
            "extra": "mean: 0.002573227211302612 sec\nrounds: 407"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "14c7999aab9df6d4174fd575c31de934c8678869",
          "message": "validate commit generated by action on CI",
          "timestamp": "2019-11-21T12:37:13+09:00",
          "tree_id": "038a797ec9893d425344c335fbe2f3acbd28a0db",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/14c7999aab9df6d4174fd575c31de934c8678869"
        },
        "date": 1574307491873,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 43804.769303947476,
            "unit": "iter/sec",
            "range": "stddev: 0.0000144445014113693",
            "extra": "mean: 0.00002282856446660672 sec\nrounds: 25773"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 345.17198548086793,
            "unit": "iter/sec",
            "range": "stddev: 0.000353505309175547",
            "extra": "mean: 0.002897106492019839 sec\nrounds: 376"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "376899eba1c2f0b70e70ec9f04caca84fc6480c9",
          "message": "validate commit generated by action on CI",
          "timestamp": "2019-11-21T12:39:10+09:00",
          "tree_id": "0c6be41f83ff7842f509c62d6da96fe15e48d329",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/376899eba1c2f0b70e70ec9f04caca84fc6480c9"
        },
        "date": 1574307609646,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 40460.86223957203,
            "unit": "iter/sec",
            "range": "stddev: 0.00001911199453953592",
            "extra": "mean: 0.00002471524195601466 sec\nrounds: 35213"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 339.8010870668558,
            "unit": "iter/sec",
            "range": "stddev: 0.00020742392540740832",
            "extra": "mean: 0.002942898177966247 sec\nrounds: 354"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "44e6896f30df70ce77e3a7ff974bf10e7ecefe83",
          "message": "validate commit generated by action on CI",
          "timestamp": "2019-11-21T12:47:09+09:00",
          "tree_id": "8ab1c3d4a99e10dfffbc7ec159ddaa772b85dfb2",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/44e6896f30df70ce77e3a7ff974bf10e7ecefe83"
        },
        "date": 1574308327723,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 44509.87041866371,
            "unit": "iter/sec",
            "range": "stddev: 0.00000984966681588596",
            "extra": "mean: 0.000022466926787112906 sec\nrounds: 28902"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 354.6890742581343,
            "unit": "iter/sec",
            "range": "stddev: 0.0002739658645699078",
            "extra": "mean: 0.0028193707463123707 sec\nrounds: 339"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "00bac066a15f10f696b2e672cd3210b980b176a7",
          "message": "describe about tracking updates of this action",
          "timestamp": "2019-11-21T13:47:53+09:00",
          "tree_id": "c624638de3b8d4938966683f4fad9772ed44e968",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/00bac066a15f10f696b2e672cd3210b980b176a7"
        },
        "date": 1574311876752,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 46056.53924255465,
            "unit": "iter/sec",
            "range": "stddev: 0.000016776066073145856",
            "extra": "mean: 0.000021712443367347815 sec\nrounds: 34247"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 397.04403852735885,
            "unit": "iter/sec",
            "range": "stddev: 0.0003201364221521954",
            "extra": "mean: 0.0025186123023254853 sec\nrounds: 387"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "9df3703252a5ae88c01d666d6e45b573611f8d44",
          "message": "update changelog for v1.3.0",
          "timestamp": "2019-11-21T20:11:11+09:00",
          "tree_id": "71c62835c98458c92b1ea96447f0543155aa970a",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/9df3703252a5ae88c01d666d6e45b573611f8d44"
        },
        "date": 1574334770823,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 46548.8825174486,
            "unit": "iter/sec",
            "range": "stddev: 0.000005463023234984098",
            "extra": "mean: 0.000021482792838800273 sec\nrounds: 28654"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 378.81320919453213,
            "unit": "iter/sec",
            "range": "stddev: 0.00015420133421442973",
            "extra": "mean: 0.002639823469002818 sec\nrounds: 371"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "6e9caaf49400b585045206cb045512631c0dd695",
          "message": "add --no-verify to `git push` to avoid unexpected check",
          "timestamp": "2019-11-21T20:35:43+09:00",
          "tree_id": "1d52fc4089aa562ec5b2f31b982b68dc1ec45cb1",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/6e9caaf49400b585045206cb045512631c0dd695"
        },
        "date": 1574336198058,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 44483.22756406453,
            "unit": "iter/sec",
            "range": "stddev: 0.000010434115654806853",
            "extra": "mean: 0.000022480383163739745 sec\nrounds: 29674"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 368.09106830089604,
            "unit": "iter/sec",
            "range": "stddev: 0.00019681607409065404",
            "extra": "mean: 0.002716719002761974 sec\nrounds: 362"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "24d5c949768df60ab54ff9db7cf2f99e5f82aaa7",
          "message": "update changelog for v1.3.1",
          "timestamp": "2019-11-21T20:40:54+09:00",
          "tree_id": "8a0b6af083ac86ec7b42825f0ef028a13cf41e28",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/24d5c949768df60ab54ff9db7cf2f99e5f82aaa7"
        },
        "date": 1574336504457,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 51084.12207208747,
            "unit": "iter/sec",
            "range": "stddev: 0.00001549407870671102",
            "extra": "mean: 0.00001957555419253066 sec\nrounds: 31056"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 410.71961619453566,
            "unit": "iter/sec",
            "range": "stddev: 0.00018103561148160566",
            "extra": "mean: 0.0024347510091321132 sec\nrounds: 438"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "99e7eb3f807b073901f0d7ebd6d2cfdfed4fab32",
          "message": "update changelog for v1.3.1",
          "timestamp": "2019-11-21T20:41:56+09:00",
          "tree_id": "c508fe60250542f97270619b40f64c14fad4ae0a",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/99e7eb3f807b073901f0d7ebd6d2cfdfed4fab32"
        },
        "date": 1574336610298,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 41194.77295135478,
            "unit": "iter/sec",
            "range": "stddev: 0.00003719216625328521",
            "extra": "mean: 0.00002427492442259262 sec\nrounds: 22123"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 361.8152340944328,
            "unit": "iter/sec",
            "range": "stddev: 0.0002833951340018456",
            "extra": "mean: 0.0027638416124264203 sec\nrounds: 338"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "667bfc0c065e4e43800de8a76b4f659ab42ee813",
          "message": "separate screenshots into new section and note @ in YAML",
          "timestamp": "2019-11-22T12:40:13+09:00",
          "tree_id": "93923faf6e5b23075b49f5abcc862bf017541174",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/667bfc0c065e4e43800de8a76b4f659ab42ee813"
        },
        "date": 1574394099153,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 45418.59026777538,
            "unit": "iter/sec",
            "range": "stddev: 0.00002173946837217862",
            "extra": "mean: 0.000022017416086767074 sec\nrounds: 31544"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 359.5711468539356,
            "unit": "iter/sec",
            "range": "stddev: 0.00030241158712672445",
            "extra": "mean: 0.002781090776469388 sec\nrounds: 340"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "59c8ee3f75dc57d35f1c43880e0e106b86887b56",
          "message": "fix workflow name is not encoded in action URL",
          "timestamp": "2019-11-23T11:52:47+09:00",
          "tree_id": "d06c848578776444534b8fa5ce931d9c395ed3fa",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/59c8ee3f75dc57d35f1c43880e0e106b86887b56"
        },
        "date": 1574477633346,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 45737.75206812165,
            "unit": "iter/sec",
            "range": "stddev: 0.000013654661349141705",
            "extra": "mean: 0.000021863776744222223 sec\nrounds: 30212"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 367.55012748685886,
            "unit": "iter/sec",
            "range": "stddev: 0.0003859905794689176",
            "extra": "mean: 0.002720717325926525 sec\nrounds: 405"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "b7c03ab8c7a7bb379ad311f1c95933bf763a6e03",
          "message": "update changelog for v1.3.2",
          "timestamp": "2019-11-23T23:00:51+09:00",
          "tree_id": "caf987fa57cfb2dbc036c75794dd1e28b5b0bdde",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/b7c03ab8c7a7bb379ad311f1c95933bf763a6e03"
        },
        "date": 1574517704030,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 46188.487448488355,
            "unit": "iter/sec",
            "range": "stddev: 0.000015109064458390447",
            "extra": "mean: 0.000021650416699946034 sec\nrounds: 32575"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 388.27646952797403,
            "unit": "iter/sec",
            "range": "stddev: 0.00023746968908191463",
            "extra": "mean: 0.0025754844253521093 sec\nrounds: 355"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "517be379ef3168b55036537d75cf9f3f6c6ac876",
          "message": "Merge branch 'external-data-json'",
          "timestamp": "2019-11-24T00:31:11+09:00",
          "tree_id": "0347bd574585230e0ca2df859860ec43876902fe",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/517be379ef3168b55036537d75cf9f3f6c6ac876"
        },
        "date": 1574523255975,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 46106.36709575071,
            "unit": "iter/sec",
            "range": "stddev: 0.00001586255009879332",
            "extra": "mean: 0.000021688978399084552 sec\nrounds: 26110"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 381.28402348378455,
            "unit": "iter/sec",
            "range": "stddev: 0.00018718220566204586",
            "extra": "mean: 0.0026227167633802746 sec\nrounds: 355"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c948ee2fddf72c8bbef0b70a086f97a2a50f33ca",
          "message": "update changelog for v1.4.0",
          "timestamp": "2019-11-24T00:42:58+09:00",
          "tree_id": "53aa5b5e9d7129eef942338e6346666c63dddd5c",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c948ee2fddf72c8bbef0b70a086f97a2a50f33ca"
        },
        "date": 1574523829406,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 42867.96691142244,
            "unit": "iter/sec",
            "range": "stddev: 0.00001466789001650588",
            "extra": "mean: 0.000023327441725106487 sec\nrounds: 25251"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 368.23389225112464,
            "unit": "iter/sec",
            "range": "stddev: 0.00031798137453979957",
            "extra": "mean: 0.0027156652905757778 sec\nrounds: 382"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "3f3743ed49631048015b27fe459f2cb2129647c3",
          "message": "update workflow since these features are shipped to v1 branch :tada:",
          "timestamp": "2019-11-24T00:44:19+09:00",
          "tree_id": "7b2f90afa1f6ae5e9c5ee6b76d7a0da38dad234b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/3f3743ed49631048015b27fe459f2cb2129647c3"
        },
        "date": 1574523923445,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 45077.730634381514,
            "unit": "iter/sec",
            "range": "stddev: 0.000018965702776152965",
            "extra": "mean: 0.00002218390291451992 sec\nrounds: 30674"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 368.74446397844656,
            "unit": "iter/sec",
            "range": "stddev: 0.00025823394236529226",
            "extra": "mean: 0.0027119051204479937 sec\nrounds: 357"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "16c8ed11901717ae010347ec8ba41b7645cd3a14",
          "message": "fix typos",
          "timestamp": "2019-11-24T00:52:51+09:00",
          "tree_id": "dc8b043cc3a5a02c613c44f9bd15e393b9e86d86",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/16c8ed11901717ae010347ec8ba41b7645cd3a14"
        },
        "date": 1574524419854,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 46434.29190834795,
            "unit": "iter/sec",
            "range": "stddev: 0.0000123748275836861",
            "extra": "mean: 0.000021535808104359616 sec\nrounds: 34722"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 372.554322319524,
            "unit": "iter/sec",
            "range": "stddev: 0.00030739740942459676",
            "extra": "mean: 0.0026841723208953744 sec\nrounds: 402"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c1477efff64bc73508bdf71cb1b4e14309663bc4",
          "message": "Merge branch 'test-write'",
          "timestamp": "2019-11-26T20:59:57+09:00",
          "tree_id": "c6ec6118ad0dd7687769c61c6c92dd38bee363a8",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c1477efff64bc73508bdf71cb1b4e14309663bc4"
        },
        "date": 1574769653136,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 46627.118613214756,
            "unit": "iter/sec",
            "range": "stddev: 0.000004356502677610152",
            "extra": "mean: 0.000021446746651777587 sec\nrounds: 27701"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 379.84945224398575,
            "unit": "iter/sec",
            "range": "stddev: 0.00009084383773202626",
            "extra": "mean: 0.002632621935065153 sec\nrounds: 385"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "55e287a1ca5b379e3b8ea36f913c0412253d2e43",
          "message": "add more eslint rules in favor of typescript-eslint v2.9.0",
          "timestamp": "2019-11-27T00:58:07+09:00",
          "tree_id": "f5d66094ff0562beba6c6fef10dba1b802cd9207",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/55e287a1ca5b379e3b8ea36f913c0412253d2e43"
        },
        "date": 1574783953986,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 46473.727506817464,
            "unit": "iter/sec",
            "range": "stddev: 0.0000054141081442701555",
            "extra": "mean: 0.00002151753374749863 sec\nrounds: 28491"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 377.8300475149009,
            "unit": "iter/sec",
            "range": "stddev: 0.0001796415502184",
            "extra": "mean: 0.0026466926243089808 sec\nrounds: 362"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "bc7574173f06c389e8e85f5e267e9b0ebb1b2965",
          "message": "set target coverage to 50%",
          "timestamp": "2019-11-27T01:13:42+09:00",
          "tree_id": "00f76b2f94b0b12f538514e58d8a20fe50e4bb44",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/bc7574173f06c389e8e85f5e267e9b0ebb1b2965"
        },
        "date": 1574784873512,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 47946.726556756825,
            "unit": "iter/sec",
            "range": "stddev: 0.000005431339198266257",
            "extra": "mean: 0.00002085648117846486 sec\nrounds: 4888"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 382.02123941199716,
            "unit": "iter/sec",
            "range": "stddev: 0.00031211420774244065",
            "extra": "mean: 0.0026176555040216846 sec\nrounds: 373"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": false,
          "id": "a8343706262db7116a645e96a7b331573c5ab898",
          "message": "implement max-items-in-chart input",
          "timestamp": "2019-11-27T12:37:57+09:00",
          "tree_id": "a093be896e7c406cd112f490210e8b6393cae86a",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/a8343706262db7116a645e96a7b331573c5ab898"
        },
        "date": 1574837606047,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 47439.05574039441,
            "unit": "iter/sec",
            "range": "stddev: 0.00000875951927149308",
            "extra": "mean: 0.00002107967758617292 sec\nrounds: 21460"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 378.7806400227626,
            "unit": "iter/sec",
            "range": "stddev: 0.00029214309202901817",
            "extra": "mean: 0.0026400504522615135 sec\nrounds: 398"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "d54c8a901e09cb491a54b67f5bfbaa961838a43d",
          "message": "apply proofreading by grammarly",
          "timestamp": "2019-11-27T18:48:12+09:00",
          "tree_id": "73f8b4c5181277eb19957ab9b2ef909b2e92ff8d",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/d54c8a901e09cb491a54b67f5bfbaa961838a43d"
        },
        "date": 1574848241188,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 45540.71030975706,
            "unit": "iter/sec",
            "range": "stddev: 0.0000095239456357559",
            "extra": "mean: 0.00002195837511532513 sec\nrounds: 28170"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 374.17807938834494,
            "unit": "iter/sec",
            "range": "stddev: 0.0001906925050242365",
            "extra": "mean: 0.0026725242740960747 sec\nrounds: 332"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "e1c687d22bfc034e613286b1e4fd42839655979e",
          "message": "move sources to src/ directory",
          "timestamp": "2019-11-28T13:00:35+09:00",
          "tree_id": "4da432aa5eab15e3461ce983c827ef721b351fd3",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/e1c687d22bfc034e613286b1e4fd42839655979e"
        },
        "date": 1574913781246,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 44616.71519764003,
            "unit": "iter/sec",
            "range": "stddev: 0.000022098031237744322",
            "extra": "mean: 0.000022413124667969602 sec\nrounds: 25973"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 370.40986595406696,
            "unit": "iter/sec",
            "range": "stddev: 0.00023379225503833252",
            "extra": "mean: 0.002699712107895112 sec\nrounds: 380"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "b4994e7fca1b99562f65f6568c0580724ad476ea",
          "message": "add basic tests for updating gh-pages branch in write.ts",
          "timestamp": "2019-11-28T19:35:56+09:00",
          "tree_id": "229f749ee721916046048bf0e9d1f4dedd119712",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/b4994e7fca1b99562f65f6568c0580724ad476ea"
        },
        "date": 1574937448057,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 41010.67296404965,
            "unit": "iter/sec",
            "range": "stddev: 0.00005211069209093066",
            "extra": "mean: 0.000024383896379281795 sec\nrounds: 27398"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 333.34810684325066,
            "unit": "iter/sec",
            "range": "stddev: 0.0003264258729501185",
            "extra": "mean: 0.002999867044303411 sec\nrounds: 316"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "276e95c9c09c9541a9b815eac0a812f95c155dc0",
          "message": "add more test cases for updating gh-pages branch",
          "timestamp": "2019-11-29T09:15:52+09:00",
          "tree_id": "ba18290a875214471199f9f5a20d3507be156d2c",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/276e95c9c09c9541a9b815eac0a812f95c155dc0"
        },
        "date": 1574986602592,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 44006.56965776681,
            "unit": "iter/sec",
            "range": "stddev: 0.000011090146615522122",
            "extra": "mean: 0.000022723879815601757 sec\nrounds: 19961"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 350.6098676486641,
            "unit": "iter/sec",
            "range": "stddev: 0.000760562331877955",
            "extra": "mean: 0.002852173005587141 sec\nrounds: 358"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "7e41af66f3aeed1bf43263928541b6600d5e61c5",
          "message": "fix tests for skipping to create index.html",
          "timestamp": "2019-11-29T11:17:15+09:00",
          "tree_id": "2ff01cfd7912662e251e719f7158158e08847721",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/7e41af66f3aeed1bf43263928541b6600d5e61c5"
        },
        "date": 1574993904993,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 46027.534777487694,
            "unit": "iter/sec",
            "range": "stddev: 0.000012620654635707306",
            "extra": "mean: 0.00002172612556449808 sec\nrounds: 25907"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 373.87784185539397,
            "unit": "iter/sec",
            "range": "stddev: 0.00024288841409926166",
            "extra": "mean: 0.0026746704084880577 sec\nrounds: 377"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "7e51d4b458e70cd4162611af7abde465533da90e",
          "message": "add more tests for cases auto-push and fetch don't happen",
          "timestamp": "2019-11-29T12:30:32+09:00",
          "tree_id": "5ccd1bb95154695f656ca9d1f9f08d74e66e910b",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/7e51d4b458e70cd4162611af7abde465533da90e"
        },
        "date": 1574998285861,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 42186.590931952895,
            "unit": "iter/sec",
            "range": "stddev: 0.000019545252231279168",
            "extra": "mean: 0.000023704214488746038 sec\nrounds: 26738"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 341.88653403730524,
            "unit": "iter/sec",
            "range": "stddev: 0.0003931742792589165",
            "extra": "mean: 0.0029249470231865996 sec\nrounds: 345"
          }
        ]
      }
    ],
    "C++ Benchmark": [
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "b92560a3e3ac26159f5bf61a1c17f6e4fff0218d",
          "message": "disable testing of Google Benchmark build",
          "timestamp": "2019-11-29T18:38:40+09:00",
          "tree_id": "b0e2f2c7680b60f05923ce2d364e28920122a782",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/b92560a3e3ac26159f5bf61a1c17f6e4fff0218d"
        },
        "date": 1575020445615,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "fib_10",
            "value": 182.48452840918617,
            "unit": "ns/iter",
            "extra": "iterations: 3643646\ncpu: 182.3782686353175 ns\nthreads: 1"
          },
          {
            "name": "fib_20",
            "value": 24586.538055365574,
            "unit": "ns/iter",
            "extra": "iterations: 26514\ncpu: 24580.58772723845 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "34a0800aeffbcb96fbb5a08e7470d0c0a3dd6727",
          "message": "cache built benchmark library for speed up",
          "timestamp": "2019-11-29T18:44:41+09:00",
          "tree_id": "a195bf62e274ec7c2f743d4a497049ce61bfeb0f",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/34a0800aeffbcb96fbb5a08e7470d0c0a3dd6727"
        },
        "date": 1575020813966,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "fib_10",
            "value": 216.81744638627205,
            "unit": "ns/iter",
            "extra": "iterations: 3215921\ncpu: 216.78807470705902 ns\nthreads: 1"
          },
          {
            "name": "fib_20",
            "value": 28557.261805495862,
            "unit": "ns/iter",
            "extra": "iterations: 23506\ncpu: 28551.400748744996 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "1c96dde40d945efa1a44dd4211074c7e0e644a2c",
          "message": "fix benchmark name was not escaped for regex in validation script",
          "timestamp": "2019-11-29T18:51:09+09:00",
          "tree_id": "0322eb1faa052c2471cbe0d94bb6d19534d2c5af",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/1c96dde40d945efa1a44dd4211074c7e0e644a2c"
        },
        "date": 1575021202549,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "fib_10",
            "value": 238.02175254468128,
            "unit": "ns/iter",
            "extra": "iterations: 2962458\ncpu: 237.96021479460637 ns\nthreads: 1"
          },
          {
            "name": "fib_20",
            "value": 31067.770346096648,
            "unit": "ns/iter",
            "extra": "iterations: 22277\ncpu: 31062.763612694704 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "9571a5b21657060d46916e06a47e3ff5db170238",
          "message": "fix benchmark name was not escaped for regex in validation script",
          "timestamp": "2019-11-29T19:34:17+09:00",
          "tree_id": "d30db02dad0a32bc0a5f288bb7a552a01d612e56",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/9571a5b21657060d46916e06a47e3ff5db170238"
        },
        "date": 1575023723805,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "fib_10",
            "value": 238.2389098995691,
            "unit": "ns/iter",
            "extra": "iterations: 2902228\ncpu: 236.90667928226173 ns\nthreads: 1"
          },
          {
            "name": "fib_20",
            "value": 30811.903016597174,
            "unit": "ns/iter",
            "extra": "iterations: 23437\ncpu: 30795.933395912445 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "12404e45eebaf5f86160abfa843223a588785ce3",
          "message": "fix benchmark name was not escaped for regex in validation script",
          "timestamp": "2019-11-29T19:38:22+09:00",
          "tree_id": "ace21923c26f0d91c3b6492d40c65f796a0a5bf0",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/12404e45eebaf5f86160abfa843223a588785ce3"
        },
        "date": 1575023986907,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "fib_10",
            "value": 234.4809195985548,
            "unit": "ns/iter",
            "extra": "iterations: 2948156\ncpu: 234.35670161280476 ns\nthreads: 1"
          },
          {
            "name": "fib_20",
            "value": 31479.926327292716,
            "unit": "ns/iter",
            "extra": "iterations: 21962\ncpu: 31477.353383116293 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "0dd761c0ed482acca4546d9d3af7215081271b64",
          "message": "fix Google Benchmark version to v1.5.0",
          "timestamp": "2019-11-29T19:56:17+09:00",
          "tree_id": "47cb1af2583f4b2fdfe3350fee39c716bc6d7df4",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/0dd761c0ed482acca4546d9d3af7215081271b64"
        },
        "date": 1575025130353,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "fib_10",
            "value": 207.65187087002482,
            "unit": "ns/iter",
            "extra": "iterations: 3129560\ncpu: 207.67909706156777 ns\nthreads: 1"
          },
          {
            "name": "fib_20",
            "value": 28108.587947025306,
            "unit": "ns/iter",
            "extra": "iterations: 24691\ncpu: 28105.408529423683 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "bcbae12ffc769c6b30c2c885e93ffc08b77db1e3",
          "message": "describe Google Benchmark Support support in README.md files",
          "timestamp": "2019-11-29T20:09:48+09:00",
          "tree_id": "c7da13d037fbdb5defe5e44d3b23213c0468bc9f",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/bcbae12ffc769c6b30c2c885e93ffc08b77db1e3"
        },
        "date": 1575025891490,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "fib_10",
            "value": 197.72787998451977,
            "unit": "ns/iter",
            "extra": "iterations: 3648596\ncpu: 197.5961706914112 ns\nthreads: 1"
          },
          {
            "name": "fib_20",
            "value": 26955.032502957034,
            "unit": "ns/iter",
            "extra": "iterations: 26213\ncpu: 26948.619883264026 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "c45b4d09efed73171c5bf2a15d0b64779574711f",
          "message": "describe Google Benchmark Framework support in README.md files",
          "timestamp": "2019-11-29T20:28:22+09:00",
          "tree_id": "1a0622d7e8b9656c8f6215c4e35f00515f314583",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/c45b4d09efed73171c5bf2a15d0b64779574711f"
        },
        "date": 1575026989677,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "fib_10",
            "value": 233.1502697858465,
            "unit": "ns/iter",
            "extra": "iterations: 3061873\ncpu: 233.1242151454355 ns\nthreads: 1"
          },
          {
            "name": "fib_20",
            "value": 30959.39133410388,
            "unit": "ns/iter",
            "extra": "iterations: 23379\ncpu: 30954.789298088017 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "committer": {
            "email": "lin90162@yahoo.co.jp",
            "name": "rhysd",
            "username": "rhysd"
          },
          "distinct": true,
          "id": "5bacfbb84d5963da7a5d8990b0d66ab7ab294fff",
          "message": "describe Google Benchmark Framework support in README.md files",
          "timestamp": "2019-11-29T21:18:02+09:00",
          "tree_id": "4caab55546de8231b1afd10f9830d8c6b586c39e",
          "url": "https://github.com/rhysd/github-action-benchmark/commit/5bacfbb84d5963da7a5d8990b0d66ab7ab294fff"
        },
        "date": 1575029958564,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "fib_10",
            "value": 192.26804466907424,
            "unit": "ns/iter",
            "extra": "iterations: 3766902\ncpu: 192.19045863152266 ns\nthreads: 1"
          },
          {
            "name": "fib_20",
            "value": 24895.33672826938,
            "unit": "ns/iter",
            "extra": "iterations: 27001\ncpu: 24889.019777045294 ns\nthreads: 1"
          }
        ]
      }
    ]
  },
  "repoUrl": "https://github.com/rhysd/github-action-benchmark"
}