window.BENCHMARK_DATA = {
  "lastUpdate": 1660247631787,
  "repoUrl": "https://github.com/SFCMM/Common",
  "entries": {
    "bench-gnu": [
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "b55401d41d17b78d5d11e19fce004d0304b930c3",
          "message": "Update cmake.yml",
          "timestamp": "2021-08-10T21:12:49+02:00",
          "tree_id": "c988fbfe06eb4b7d1873da27e68a4194e847046a",
          "url": "https://github.com/SFCMM/Common/commit/b55401d41d17b78d5d11e19fce004d0304b930c3"
        },
        "date": 1628623014029,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 1.5147237519085068,
            "unit": "ns/iter",
            "extra": "iterations: 426784867\ncpu: 1.5145752461743214 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 1.9806772862437507,
            "unit": "ns/iter",
            "extra": "iterations: 364066098\ncpu: 1.9806141685842993 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 3.259374100482623,
            "unit": "ns/iter",
            "extra": "iterations: 220632156\ncpu: 3.259380337107344 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.410077826023777,
            "unit": "ns/iter",
            "extra": "iterations: 118423755\ncpu: 5.407754770147255 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 9.28653489063039,
            "unit": "ns/iter",
            "extra": "iterations: 77370972\ncpu: 9.285765609872392 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 12.08386007087825,
            "unit": "ns/iter",
            "extra": "iterations: 57191354\ncpu: 12.08111874742465 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 15.966384444448595,
            "unit": "ns/iter",
            "extra": "iterations: 41957599\ncpu: 15.964637109001414 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 19.18046517611314,
            "unit": "ns/iter",
            "extra": "iterations: 37063339\ncpu: 19.177426513029502 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 24.432571486571785,
            "unit": "ns/iter",
            "extra": "iterations: 29113685\ncpu: 24.430167325091283 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 27.737522749801848,
            "unit": "ns/iter",
            "extra": "iterations: 24205153\ncpu: 27.73592412326422 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 1.3223674174819555,
            "unit": "ns/iter",
            "extra": "iterations: 534433884\ncpu: 1.3223554028995663 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 2.188190552706685,
            "unit": "ns/iter",
            "extra": "iterations: 321231816\ncpu: 2.188057966213409 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 4.2744869531444545,
            "unit": "ns/iter",
            "extra": "iterations: 161407821\ncpu: 4.274227895065874 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.095586117570404,
            "unit": "ns/iter",
            "extra": "iterations: 84986473\ncpu: 8.095131915875612 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.194923273434778,
            "unit": "ns/iter",
            "extra": "iterations: 63842556\ncpu: 11.193783140512103 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 13.950201993468221,
            "unit": "ns/iter",
            "extra": "iterations: 50167711\ncpu: 13.948904365997471 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.671432671176987,
            "unit": "ns/iter",
            "extra": "iterations: 40330008\ncpu: 18.667877154896686 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 22.464398172485467,
            "unit": "ns/iter",
            "extra": "iterations: 32244679\ncpu: 22.463073581845837 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 25.8616126837944,
            "unit": "ns/iter",
            "extra": "iterations: 27682761\ncpu: 25.85635681354186 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 29.32684338920455,
            "unit": "ns/iter",
            "extra": "iterations: 23962045\ncpu: 29.319845238584588 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.8648433454594806,
            "unit": "ns/iter",
            "extra": "iterations: 181119998\ncpu: 3.864271901107245 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 3.1405220382209893,
            "unit": "ns/iter",
            "extra": "iterations: 225751095\ncpu: 3.1401313070042973 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 9.377884273376685,
            "unit": "ns/iter",
            "extra": "iterations: 78478778\ncpu: 9.376198467310465 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 28.960756465953725,
            "unit": "ns/iter",
            "extra": "iterations: 38693559\ncpu: 28.95843119522812 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 739.8469057332696,
            "unit": "ns/iter",
            "extra": "iterations: 948076\ncpu: 739.7962642235428 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "e2a1109d7c4307933dc5a3a83b562a1e4a1d8638",
          "message": "Update cmake.yml",
          "timestamp": "2021-08-10T21:27:02+02:00",
          "tree_id": "3a244cef1912a54ada6c11e986e813b8932eb78d",
          "url": "https://github.com/SFCMM/Common/commit/e2a1109d7c4307933dc5a3a83b562a1e4a1d8638"
        },
        "date": 1628623799445,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.5092852690286875,
            "unit": "ns/iter",
            "extra": "iterations: 293217460\ncpu: 2.486450912575261 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.2893955282955787,
            "unit": "ns/iter",
            "extra": "iterations: 211526907\ncpu: 3.2893047833389826 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 3.9419120510147123,
            "unit": "ns/iter",
            "extra": "iterations: 177289527\ncpu: 3.9417965450378816 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.556406240667778,
            "unit": "ns/iter",
            "extra": "iterations: 124785173\ncpu: 5.556362581634601 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.502235447338774,
            "unit": "ns/iter",
            "extra": "iterations: 100096744\ncpu: 7.501854016350426 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.306995480450599,
            "unit": "ns/iter",
            "extra": "iterations: 77943610\ncpu: 9.306684627514683 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.200551672013749,
            "unit": "ns/iter",
            "extra": "iterations: 60492465\ncpu: 11.200222192962386 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.194012826211774,
            "unit": "ns/iter",
            "extra": "iterations: 51606820\ncpu: 14.193530138070898 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.815814835053754,
            "unit": "ns/iter",
            "extra": "iterations: 43865927\ncpu: 17.814927403677114 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 19.774100644421488,
            "unit": "ns/iter",
            "extra": "iterations: 34377504\ncpu: 19.77364988452911 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.0166977808498285,
            "unit": "ns/iter",
            "extra": "iterations: 369327281\ncpu: 2.0166777010983887 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.2780011483874953,
            "unit": "ns/iter",
            "extra": "iterations: 208403524\ncpu: 3.2779177332913028 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.418407266560644,
            "unit": "ns/iter",
            "extra": "iterations: 123541363\ncpu: 5.418272671963316 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.695724980847514,
            "unit": "ns/iter",
            "extra": "iterations: 88789918\ncpu: 8.61299397753694 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 12.200468388974341,
            "unit": "ns/iter",
            "extra": "iterations: 58502231\ncpu: 12.199899949114785 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 15.382952173104508,
            "unit": "ns/iter",
            "extra": "iterations: 44841422\ncpu: 15.382047719182532 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 19.33534971336802,
            "unit": "ns/iter",
            "extra": "iterations: 36474771\ncpu: 19.33460607607377 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 22.582243193987228,
            "unit": "ns/iter",
            "extra": "iterations: 30822818\ncpu: 22.581581346650438 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 25.4808241778056,
            "unit": "ns/iter",
            "extra": "iterations: 27030575\ncpu: 25.47999863117967 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 29.11402222089897,
            "unit": "ns/iter",
            "extra": "iterations: 24017301\ncpu: 29.113299283712188 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.425997002195883,
            "unit": "ns/iter",
            "extra": "iterations: 206529836\ncpu: 3.4258804524495035 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.6539818693992974,
            "unit": "ns/iter",
            "extra": "iterations: 250258999\ncpu: 2.653919921576922 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.778748976562001,
            "unit": "ns/iter",
            "extra": "iterations: 87378267\ncpu: 7.778601411263966 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.564882185734906,
            "unit": "ns/iter",
            "extra": "iterations: 49902149\ncpu: 14.56194421606969 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 126.70849376184422,
            "unit": "ns/iter",
            "extra": "iterations: 5549720\ncpu: 126.70086058395762 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "81cf8f7b93c39a5b5da5f2abef924f76aa09159a",
          "message": "Update README.md",
          "timestamp": "2021-08-10T21:57:02+02:00",
          "tree_id": "647f375c74e1c886d2f14c3651e7df8c6643d58e",
          "url": "https://github.com/SFCMM/Common/commit/81cf8f7b93c39a5b5da5f2abef924f76aa09159a"
        },
        "date": 1628625654981,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.1170864009188524,
            "unit": "ns/iter",
            "extra": "iterations: 228174056\ncpu: 3.1166245780370403 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 4.346041450457415,
            "unit": "ns/iter",
            "extra": "iterations: 168335559\ncpu: 4.345447291977091 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 5.030790316844681,
            "unit": "ns/iter",
            "extra": "iterations: 127128734\ncpu: 5.030440576872259 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 7.113495798827838,
            "unit": "ns/iter",
            "extra": "iterations: 91487078\ncpu: 7.113371956201291 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 9.308187320251557,
            "unit": "ns/iter",
            "extra": "iterations: 73894007\ncpu: 9.307298628425979 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 11.504667241267368,
            "unit": "ns/iter",
            "extra": "iterations: 61118546\ncpu: 11.50406961579223 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 13.99388356593671,
            "unit": "ns/iter",
            "extra": "iterations: 50081959\ncpu: 13.992850838762118 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 17.12005703104126,
            "unit": "ns/iter",
            "extra": "iterations: 40928590\ncpu: 17.11963004344885 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 20.77370793762065,
            "unit": "ns/iter",
            "extra": "iterations: 33687673\ncpu: 20.772782465562404 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 24.08110237280808,
            "unit": "ns/iter",
            "extra": "iterations: 29100246\ncpu: 24.079483967248958 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.4126635456601107,
            "unit": "ns/iter",
            "extra": "iterations: 290214518\ncpu: 2.412407597058946 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 4.009810819349411,
            "unit": "ns/iter",
            "extra": "iterations: 174158033\ncpu: 4.009395874378077 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 6.835294956007739,
            "unit": "ns/iter",
            "extra": "iterations: 102440870\ncpu: 6.83490437947277 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 10.45183576767514,
            "unit": "ns/iter",
            "extra": "iterations: 66981406\ncpu: 10.451359456384065 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 14.071352118804073,
            "unit": "ns/iter",
            "extra": "iterations: 49758172\ncpu: 14.070605668552288 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 17.689260122799933,
            "unit": "ns/iter",
            "extra": "iterations: 39570499\ncpu: 17.687535934282764 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 22.476262919603506,
            "unit": "ns/iter",
            "extra": "iterations: 31097506\ncpu: 22.4755533128605 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 26.348048297744523,
            "unit": "ns/iter",
            "extra": "iterations: 26543931\ncpu: 26.346534354689222 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 30.022656956801313,
            "unit": "ns/iter",
            "extra": "iterations: 23339145\ncpu: 30.020838252643788 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 34.40285217715079,
            "unit": "ns/iter",
            "extra": "iterations: 20397611\ncpu: 34.40068569794764 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 4.011651885012512,
            "unit": "ns/iter",
            "extra": "iterations: 174163751\ncpu: 4.011405955536625 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 3.214508155204119,
            "unit": "ns/iter",
            "extra": "iterations: 217539305\ncpu: 3.214480284378951 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.896297209706331,
            "unit": "ns/iter",
            "extra": "iterations: 75111248\ncpu: 8.895501070625274 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 16.927599091140085,
            "unit": "ns/iter",
            "extra": "iterations: 42221307\ncpu: 16.926400146731602 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 157.7050184116183,
            "unit": "ns/iter",
            "extra": "iterations: 4444474\ncpu: 157.69788033409623 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "c7bfacdcce6f93fa685f35a314c3664227c56413",
          "message": "Update README.md",
          "timestamp": "2021-08-10T22:09:14+02:00",
          "tree_id": "7efb06d6946ffcfd7d6bf119f51e833c9a1a5ea9",
          "url": "https://github.com/SFCMM/Common/commit/c7bfacdcce6f93fa685f35a314c3664227c56413"
        },
        "date": 1628672805911,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.8064027544761476,
            "unit": "ns/iter",
            "extra": "iterations: 256218883\ncpu: 2.8063523132289983 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.8385006230037924,
            "unit": "ns/iter",
            "extra": "iterations: 181913742\ncpu: 3.838456310793716 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.575472985174427,
            "unit": "ns/iter",
            "extra": "iterations: 152262965\ncpu: 4.575080545686209 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 6.382876025731378,
            "unit": "ns/iter",
            "extra": "iterations: 104621484\ncpu: 6.382826494795273 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 8.600503744023255,
            "unit": "ns/iter",
            "extra": "iterations: 79763924\ncpu: 8.599967900275319 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 10.819696180199257,
            "unit": "ns/iter",
            "extra": "iterations: 63661552\ncpu: 10.819012203786682 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 13.38264891353922,
            "unit": "ns/iter",
            "extra": "iterations: 54441490\ncpu: 13.38176271442974 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 17.367220088703352,
            "unit": "ns/iter",
            "extra": "iterations: 40541513\ncpu: 17.36467977897126 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 20.663200336650853,
            "unit": "ns/iter",
            "extra": "iterations: 34276694\ncpu: 20.660524203413527 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 24.129534799295914,
            "unit": "ns/iter",
            "extra": "iterations: 30314765\ncpu: 24.126943355820195 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.3503893847731328,
            "unit": "ns/iter",
            "extra": "iterations: 297130905\ncpu: 2.3501111673321207 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.9014615674712583,
            "unit": "ns/iter",
            "extra": "iterations: 177811018\ncpu: 3.9011212229829364 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 6.576694567505013,
            "unit": "ns/iter",
            "extra": "iterations: 96052429\ncpu: 6.576579234659438 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 10.165285434859967,
            "unit": "ns/iter",
            "extra": "iterations: 68904075\ncpu: 10.164868434849463 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 13.675067083214788,
            "unit": "ns/iter",
            "extra": "iterations: 50855494\ncpu: 13.67437146515578 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 17.15484676841706,
            "unit": "ns/iter",
            "extra": "iterations: 41089440\ncpu: 17.153253390652196 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 21.57733299522428,
            "unit": "ns/iter",
            "extra": "iterations: 32312818\ncpu: 21.575854386949473 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 25.773015655794854,
            "unit": "ns/iter",
            "extra": "iterations: 27475450\ncpu: 25.770980748267977 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 30.16285162170932,
            "unit": "ns/iter",
            "extra": "iterations: 24190628\ncpu: 30.160576691105337 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 34.73930456628757,
            "unit": "ns/iter",
            "extra": "iterations: 20567165\ncpu: 34.72418877370798 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.9895600542689125,
            "unit": "ns/iter",
            "extra": "iterations: 172813542\ncpu: 3.9876763187922095 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 3.2224748512422927,
            "unit": "ns/iter",
            "extra": "iterations: 221154763\ncpu: 3.2223534294850404 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.70299202373257,
            "unit": "ns/iter",
            "extra": "iterations: 73670806\ncpu: 8.702165481941414 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 16.581888799752893,
            "unit": "ns/iter",
            "extra": "iterations: 42578161\ncpu: 16.58005823689754 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 153.53203102532467,
            "unit": "ns/iter",
            "extra": "iterations: 4600243\ncpu: 153.51747483774204 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "56e193a8b4ae90ab8ec394ba6e0d99d14c3a6875",
          "message": "add log.h",
          "timestamp": "2021-08-11T21:34:45+02:00",
          "tree_id": "0c6ac1d76f96cf13e80dbbafd68eddc55b34c4d6",
          "url": "https://github.com/SFCMM/Common/commit/56e193a8b4ae90ab8ec394ba6e0d99d14c3a6875"
        },
        "date": 1628710878718,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.9469485584086974,
            "unit": "ns/iter",
            "extra": "iterations: 237514017\ncpu: 2.946777637969889 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 4.0174812595930876,
            "unit": "ns/iter",
            "extra": "iterations: 174245682\ncpu: 4.017228725358025 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.881524141472217,
            "unit": "ns/iter",
            "extra": "iterations: 143432512\ncpu: 4.881183842056674 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 6.907031557763797,
            "unit": "ns/iter",
            "extra": "iterations: 101170825\ncpu: 6.906807342927174 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 9.156200395099983,
            "unit": "ns/iter",
            "extra": "iterations: 76868666\ncpu: 9.155487698979963 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 11.461335106174783,
            "unit": "ns/iter",
            "extra": "iterations: 60988348\ncpu: 11.46099184388467 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 14.003476016454831,
            "unit": "ns/iter",
            "extra": "iterations: 50106207\ncpu: 14.00325630315622 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 17.09081650160948,
            "unit": "ns/iter",
            "extra": "iterations: 40873563\ncpu: 17.08956615795889 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 20.78509724652273,
            "unit": "ns/iter",
            "extra": "iterations: 33671281\ncpu: 20.78404914265067 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 24.007351242723175,
            "unit": "ns/iter",
            "extra": "iterations: 29165817\ncpu: 24.004663301562914 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.408488376182613,
            "unit": "ns/iter",
            "extra": "iterations: 290415522\ncpu: 2.408409299830742 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 4.017301324237753,
            "unit": "ns/iter",
            "extra": "iterations: 174258511\ncpu: 4.016940917164156 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 6.830440932763504,
            "unit": "ns/iter",
            "extra": "iterations: 102517036\ncpu: 6.830182292823998 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 10.446862963044813,
            "unit": "ns/iter",
            "extra": "iterations: 67008742\ncpu: 10.446346597582735 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 14.060729250803933,
            "unit": "ns/iter",
            "extra": "iterations: 49788495\ncpu: 14.059670672913494 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 17.676386119460265,
            "unit": "ns/iter",
            "extra": "iterations: 39644653\ncpu: 17.67555004201957 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 22.15706502378156,
            "unit": "ns/iter",
            "extra": "iterations: 31804210\ncpu: 22.091100643594018 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 26.260103808403535,
            "unit": "ns/iter",
            "extra": "iterations: 26571837\ncpu: 26.259653933598994 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 29.991851704832904,
            "unit": "ns/iter",
            "extra": "iterations: 23342797\ncpu: 29.99118747423456 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 34.39043617765282,
            "unit": "ns/iter",
            "extra": "iterations: 20294208\ncpu: 34.38849345586681 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 4.017153298165925,
            "unit": "ns/iter",
            "extra": "iterations: 174172860\ncpu: 4.016934670533629 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 3.2233503583730685,
            "unit": "ns/iter",
            "extra": "iterations: 217772178\ncpu: 3.2232223989604307 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 9.362130106569893,
            "unit": "ns/iter",
            "extra": "iterations: 74063900\ncpu: 9.361418680355735 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 17.138673585326938,
            "unit": "ns/iter",
            "extra": "iterations: 41824281\ncpu: 17.138280201397876 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 157.8308910180748,
            "unit": "ns/iter",
            "extra": "iterations: 4432065\ncpu: 157.8250770239151 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "5d0bc4c7aaee9964a123606688b1b19d7fe4ffbe",
          "message": "update version",
          "timestamp": "2021-08-11T23:56:07+02:00",
          "tree_id": "9d4644369d87a19ceea6996f746fca07bc376b62",
          "url": "https://github.com/SFCMM/Common/commit/5d0bc4c7aaee9964a123606688b1b19d7fe4ffbe"
        },
        "date": 1628719156221,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.455715463370482,
            "unit": "ns/iter",
            "extra": "iterations: 284937711\ncpu: 2.4555298263064946 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.346897715901907,
            "unit": "ns/iter",
            "extra": "iterations: 209101175\ncpu: 3.3467078747883656 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.0325811836984045,
            "unit": "ns/iter",
            "extra": "iterations: 173605172\ncpu: 4.03225572680519 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.758559008215446,
            "unit": "ns/iter",
            "extra": "iterations: 121874810\ncpu: 5.758304345253952 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.6682172315088115,
            "unit": "ns/iter",
            "extra": "iterations: 91066384\ncpu: 7.667933196952231 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.587953113020992,
            "unit": "ns/iter",
            "extra": "iterations: 73179121\ncpu: 9.58220333092003 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.704605446495645,
            "unit": "ns/iter",
            "extra": "iterations: 59861818\ncpu: 11.704501657467194 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.258150384242057,
            "unit": "ns/iter",
            "extra": "iterations: 49174062\ncpu: 14.25108381325099 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.31809165623762,
            "unit": "ns/iter",
            "extra": "iterations: 40450951\ncpu: 17.317629170201688 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 20.107299405352137,
            "unit": "ns/iter",
            "extra": "iterations: 35012263\ncpu: 20.10591703255512 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.0086210103892723,
            "unit": "ns/iter",
            "extra": "iterations: 348580835\ncpu: 2.0084933412934167 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.346887791181398,
            "unit": "ns/iter",
            "extra": "iterations: 209156306\ncpu: 3.3466831547503104 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.692196804503443,
            "unit": "ns/iter",
            "extra": "iterations: 123025945\ncpu: 5.691943418926799 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.701565139105474,
            "unit": "ns/iter",
            "extra": "iterations: 80428506\ncpu: 8.701569279429364 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.713657309257211,
            "unit": "ns/iter",
            "extra": "iterations: 59755819\ncpu: 11.713372818135076 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.727135644652565,
            "unit": "ns/iter",
            "extra": "iterations: 47543326\ncpu: 14.726656018975213 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.756448087874432,
            "unit": "ns/iter",
            "extra": "iterations: 37298693\ncpu: 18.751423997618332 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 21.90886658542592,
            "unit": "ns/iter",
            "extra": "iterations: 31836709\ncpu: 21.9079828257374 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.944756547953013,
            "unit": "ns/iter",
            "extra": "iterations: 27995698\ncpu: 24.94294541254152 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.544018038401067,
            "unit": "ns/iter",
            "extra": "iterations: 24471354\ncpu: 28.542689832364907 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.34697918211532,
            "unit": "ns/iter",
            "extra": "iterations: 209143922\ncpu: 3.346710467636734 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.677657779936442,
            "unit": "ns/iter",
            "extra": "iterations: 261312201\ncpu: 2.6775678721560987 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.418266971572173,
            "unit": "ns/iter",
            "extra": "iterations: 88822813\ncpu: 7.4178799313640384 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.280156875618832,
            "unit": "ns/iter",
            "extra": "iterations: 50202830\ncpu: 14.27965853717808 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 161.71582665099376,
            "unit": "ns/iter",
            "extra": "iterations: 5302897\ncpu: 161.708198556374 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "fca409b326894b55bc5c2d0de0433ead01012bb6",
          "message": "add more unit tests",
          "timestamp": "2021-08-14T13:38:00+02:00",
          "tree_id": "1d2875648868fb17ad338c626a878dcb20596f82",
          "url": "https://github.com/SFCMM/Common/commit/fca409b326894b55bc5c2d0de0433ead01012bb6"
        },
        "date": 1628941270739,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.4566403074835312,
            "unit": "ns/iter",
            "extra": "iterations: 285124289\ncpu: 2.456225632183865 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.346420929975777,
            "unit": "ns/iter",
            "extra": "iterations: 209137023\ncpu: 3.3463057662439812 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.042368858473003,
            "unit": "ns/iter",
            "extra": "iterations: 173383123\ncpu: 4.042239670582008 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.650377750373376,
            "unit": "ns/iter",
            "extra": "iterations: 124132240\ncpu: 5.648854785831627 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.558632049371954,
            "unit": "ns/iter",
            "extra": "iterations: 91030683\ncpu: 7.5583949425052674 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.514495129769372,
            "unit": "ns/iter",
            "extra": "iterations: 73432147\ncpu: 9.514184911412158 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.713122755456345,
            "unit": "ns/iter",
            "extra": "iterations: 59522682\ncpu: 11.712945411297149 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.257741834404783,
            "unit": "ns/iter",
            "extra": "iterations: 49105513\ncpu: 14.257216760977528 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.36870378238189,
            "unit": "ns/iter",
            "extra": "iterations: 40391929\ncpu: 17.36816887353907 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 19.99514995940938,
            "unit": "ns/iter",
            "extra": "iterations: 35074758\ncpu: 19.990726550415534 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.0073449677109587,
            "unit": "ns/iter",
            "extra": "iterations: 348697925\ncpu: 2.007255268295617 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.3460111147273097,
            "unit": "ns/iter",
            "extra": "iterations: 209234822\ncpu: 3.3458721416839503 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.687376339623943,
            "unit": "ns/iter",
            "extra": "iterations: 123072972\ncpu: 5.68723110871166 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.778960703150876,
            "unit": "ns/iter",
            "extra": "iterations: 80475256\ncpu: 8.7041498942234 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.710564137512073,
            "unit": "ns/iter",
            "extra": "iterations: 59780460\ncpu: 11.710259673478596 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.7218807446449,
            "unit": "ns/iter",
            "extra": "iterations: 47554611\ncpu: 14.721252519550642 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.578498799023826,
            "unit": "ns/iter",
            "extra": "iterations: 37440783\ncpu: 18.577901429037947 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 22.106256109596654,
            "unit": "ns/iter",
            "extra": "iterations: 31699109\ncpu: 22.105688838131115 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.90730937183061,
            "unit": "ns/iter",
            "extra": "iterations: 27973594\ncpu: 24.90626982003104 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.570322371467036,
            "unit": "ns/iter",
            "extra": "iterations: 24519850\ncpu: 28.569014247640244 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.3456657623478088,
            "unit": "ns/iter",
            "extra": "iterations: 209237396\ncpu: 3.345515382919411 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.6880325828695977,
            "unit": "ns/iter",
            "extra": "iterations: 256921754\ncpu: 2.687977538873563 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.534224016216575,
            "unit": "ns/iter",
            "extra": "iterations: 81970289\ncpu: 7.533994359834466 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.15261304460213,
            "unit": "ns/iter",
            "extra": "iterations: 50676900\ncpu: 14.114794196172246 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 162.07658098251432,
            "unit": "ns/iter",
            "extra": "iterations: 4727440\ncpu: 162.07164554177257 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "1a7bfbc3b655ee6abe1655ac7cdc1ace23349bef",
          "message": "improve documentation",
          "timestamp": "2021-08-14T13:59:02+02:00",
          "tree_id": "72a45f92fb715ad47256309865cfeed515ba9f49",
          "url": "https://github.com/SFCMM/Common/commit/1a7bfbc3b655ee6abe1655ac7cdc1ace23349bef"
        },
        "date": 1628942529147,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 1.9234444983003274,
            "unit": "ns/iter",
            "extra": "iterations: 381662537\ncpu: 1.9177054571641126 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.3458986997636426,
            "unit": "ns/iter",
            "extra": "iterations: 209101980\ncpu: 3.345692130701009 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.037828740011058,
            "unit": "ns/iter",
            "extra": "iterations: 172907345\ncpu: 4.037694968944205 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.635666247484314,
            "unit": "ns/iter",
            "extra": "iterations: 123852250\ncpu: 5.63520550494642 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.528182948415866,
            "unit": "ns/iter",
            "extra": "iterations: 92399204\ncpu: 7.528065046967288 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.53438846662893,
            "unit": "ns/iter",
            "extra": "iterations: 73510649\ncpu: 9.534035973481888 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.675948110135646,
            "unit": "ns/iter",
            "extra": "iterations: 59754714\ncpu: 11.675395484279287 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.243787814230567,
            "unit": "ns/iter",
            "extra": "iterations: 49124859\ncpu: 14.243386876693126 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.31450570046356,
            "unit": "ns/iter",
            "extra": "iterations: 40445658\ncpu: 17.313528982517713 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 19.987448582059002,
            "unit": "ns/iter",
            "extra": "iterations: 34934061\ncpu: 19.986560337202125 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.008023545164879,
            "unit": "ns/iter",
            "extra": "iterations: 348754066\ncpu: 2.0079400938081133 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.347989081524327,
            "unit": "ns/iter",
            "extra": "iterations: 209206492\ncpu: 3.347860954525255 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.68812072168646,
            "unit": "ns/iter",
            "extra": "iterations: 123067333\ncpu: 5.688122338687546 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.699788261563487,
            "unit": "ns/iter",
            "extra": "iterations: 80456814\ncpu: 8.69958939711433 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.718331198122629,
            "unit": "ns/iter",
            "extra": "iterations: 59780206\ncpu: 11.718073470673554 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 15.390041353641173,
            "unit": "ns/iter",
            "extra": "iterations: 47523989\ncpu: 15.269467826027826 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.741495223649018,
            "unit": "ns/iter",
            "extra": "iterations: 37867927\ncpu: 18.740650973579832 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 22.006387900669502,
            "unit": "ns/iter",
            "extra": "iterations: 31758321\ncpu: 22.004905297103058 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.854628843186354,
            "unit": "ns/iter",
            "extra": "iterations: 28178898\ncpu: 24.853858550465578 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.495627145162114,
            "unit": "ns/iter",
            "extra": "iterations: 24478631\ncpu: 28.492879156518093 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.3459315091084445,
            "unit": "ns/iter",
            "extra": "iterations: 209134670\ncpu: 3.345781859124556 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.680983588890104,
            "unit": "ns/iter",
            "extra": "iterations: 259310249\ncpu: 2.6808532816610717 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.415934465202475,
            "unit": "ns/iter",
            "extra": "iterations: 87372697\ncpu: 7.415714728366455 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.11365051753646,
            "unit": "ns/iter",
            "extra": "iterations: 50678291\ncpu: 14.11365858805304 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 169.94733663503243,
            "unit": "ns/iter",
            "extra": "iterations: 4187541\ncpu: 169.9429438422212 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "5d002bcde3a725f4f21fccc9219702c8de6773c2",
          "message": "Update README.md",
          "timestamp": "2021-08-14T14:03:53+02:00",
          "tree_id": "0f4c4e41a5d908077c5b60f23df029b7007f2826",
          "url": "https://github.com/SFCMM/Common/commit/5d002bcde3a725f4f21fccc9219702c8de6773c2"
        },
        "date": 1628942835594,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.9406084497408904,
            "unit": "ns/iter",
            "extra": "iterations: 222676272\ncpu: 2.9403658733787315 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 4.117560827552298,
            "unit": "ns/iter",
            "extra": "iterations: 170273291\ncpu: 4.116994261889258 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.763815097143311,
            "unit": "ns/iter",
            "extra": "iterations: 121999305\ncpu: 4.7635024724116235 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 6.767398705407337,
            "unit": "ns/iter",
            "extra": "iterations: 103347718\ncpu: 6.7668688630357545 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 8.896489209645175,
            "unit": "ns/iter",
            "extra": "iterations: 80334475\ncpu: 8.869273173192449 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 11.268075538390523,
            "unit": "ns/iter",
            "extra": "iterations: 61173821\ncpu: 11.26741527229434 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 13.738394174262272,
            "unit": "ns/iter",
            "extra": "iterations: 50781824\ncpu: 13.737578606865311 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 16.455777319427707,
            "unit": "ns/iter",
            "extra": "iterations: 41516581\ncpu: 16.45561249371666 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 20.19794107622283,
            "unit": "ns/iter",
            "extra": "iterations: 34273634\ncpu: 20.19232684809552 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 23.0003873084443,
            "unit": "ns/iter",
            "extra": "iterations: 30162007\ncpu: 22.999935713827004 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.3444865879875856,
            "unit": "ns/iter",
            "extra": "iterations: 306733425\ncpu: 2.344452877934644 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.7869714653996054,
            "unit": "ns/iter",
            "extra": "iterations: 181047253\ncpu: 3.7869524869289175 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 6.5078569382734255,
            "unit": "ns/iter",
            "extra": "iterations: 116951727\ncpu: 6.507728688777717 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 10.217070354132971,
            "unit": "ns/iter",
            "extra": "iterations: 68491186\ncpu: 10.216261724537821 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 13.718100535420096,
            "unit": "ns/iter",
            "extra": "iterations: 51604479\ncpu: 13.71731583609244 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 17.06555356799086,
            "unit": "ns/iter",
            "extra": "iterations: 41007745\ncpu: 17.06455407387069 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 21.50842990263341,
            "unit": "ns/iter",
            "extra": "iterations: 32230740\ncpu: 21.50749957959394 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 25.826572292986718,
            "unit": "ns/iter",
            "extra": "iterations: 27723125\ncpu: 25.82501763419525 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 29.40390772161859,
            "unit": "ns/iter",
            "extra": "iterations: 23832711\ncpu: 29.402406591511976 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 33.95043412608266,
            "unit": "ns/iter",
            "extra": "iterations: 20674063\ncpu: 33.94704388779309 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.9701749700759446,
            "unit": "ns/iter",
            "extra": "iterations: 178426510\ncpu: 3.9699747363774467 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 3.1374277418911904,
            "unit": "ns/iter",
            "extra": "iterations: 219162773\ncpu: 3.1371796386241053 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.6579674429508,
            "unit": "ns/iter",
            "extra": "iterations: 77710114\ncpu: 8.657690040192222 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 17.05990024802899,
            "unit": "ns/iter",
            "extra": "iterations: 42718354\ncpu: 17.05825812015131 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 153.26468514351254,
            "unit": "ns/iter",
            "extra": "iterations: 4536813\ncpu: 153.2588321361273 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "6e312d9bee8ca88e0169adf675eff4ac6c5b1f28",
          "message": "small fixes",
          "timestamp": "2021-08-17T12:28:42+02:00",
          "tree_id": "d1fc61188db346ecc14762f140a702125e010be3",
          "url": "https://github.com/SFCMM/Common/commit/6e312d9bee8ca88e0169adf675eff4ac6c5b1f28"
        },
        "date": 1629196325148,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.4751640071110868,
            "unit": "ns/iter",
            "extra": "iterations: 284876672\ncpu: 2.4605727210966575 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.3497163525898923,
            "unit": "ns/iter",
            "extra": "iterations: 208872346\ncpu: 3.3493290586203295 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.039460509540398,
            "unit": "ns/iter",
            "extra": "iterations: 173471835\ncpu: 4.039248319475033 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.708011834421306,
            "unit": "ns/iter",
            "extra": "iterations: 122016613\ncpu: 5.707663898193927 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.670658932686395,
            "unit": "ns/iter",
            "extra": "iterations: 90879465\ncpu: 7.668458237512739 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.579266518178686,
            "unit": "ns/iter",
            "extra": "iterations: 73022805\ncpu: 9.578397022683532 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.656311713279269,
            "unit": "ns/iter",
            "extra": "iterations: 59813403\ncpu: 11.65557002332739 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.236010802235363,
            "unit": "ns/iter",
            "extra": "iterations: 49095024\ncpu: 14.235367458013677 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.339007891795227,
            "unit": "ns/iter",
            "extra": "iterations: 40398033\ncpu: 17.3299173006765 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 20.04748915288865,
            "unit": "ns/iter",
            "extra": "iterations: 34967143\ncpu: 20.04642778507812 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.0078504042041168,
            "unit": "ns/iter",
            "extra": "iterations: 348460274\ncpu: 2.0077947450618137 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.3487518796445155,
            "unit": "ns/iter",
            "extra": "iterations: 208985655\ncpu: 3.3485758005734847 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.6936500579972105,
            "unit": "ns/iter",
            "extra": "iterations: 122946493\ncpu: 5.6933035658040385 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.708107923557447,
            "unit": "ns/iter",
            "extra": "iterations: 80370479\ncpu: 8.70738877890724 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.721755498383809,
            "unit": "ns/iter",
            "extra": "iterations: 59732325\ncpu: 11.721211370895082 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.73812801163493,
            "unit": "ns/iter",
            "extra": "iterations: 47484590\ncpu: 14.737211967082368 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.31097538504322,
            "unit": "ns/iter",
            "extra": "iterations: 38287413\ncpu: 18.310395194368454 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 21.945462548288052,
            "unit": "ns/iter",
            "extra": "iterations: 31909155\ncpu: 21.943284364628216 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.954222772388732,
            "unit": "ns/iter",
            "extra": "iterations: 28006873\ncpu: 24.95273081718186 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.588924960374598,
            "unit": "ns/iter",
            "extra": "iterations: 24485330\ncpu: 28.586017137608568 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.348976455578019,
            "unit": "ns/iter",
            "extra": "iterations: 208995277\ncpu: 3.3488707163463807 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.688122884245983,
            "unit": "ns/iter",
            "extra": "iterations: 260377331\ncpu: 2.6878932213956936 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.560103960781525,
            "unit": "ns/iter",
            "extra": "iterations: 87209810\ncpu: 7.559839735919639 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.114380566506608,
            "unit": "ns/iter",
            "extra": "iterations: 50570094\ncpu: 14.113086857224339 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 161.79650513294717,
            "unit": "ns/iter",
            "extra": "iterations: 4279705\ncpu: 161.78440032665753 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "1668bac9bdda58743353cea38f3a83e7184ee850",
          "message": "fix",
          "timestamp": "2021-08-18T01:51:11+02:00",
          "tree_id": "407c0df102a87bfa80f4af841f04d0e62ab4ab4f",
          "url": "https://github.com/SFCMM/Common/commit/1668bac9bdda58743353cea38f3a83e7184ee850"
        },
        "date": 1629244501263,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.582983963158123,
            "unit": "ns/iter",
            "extra": "iterations: 285197737\ncpu: 2.5808911800727223 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.3459985982941665,
            "unit": "ns/iter",
            "extra": "iterations: 207910955\ncpu: 3.345984683683455 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.321064367133892,
            "unit": "ns/iter",
            "extra": "iterations: 173463868\ncpu: 4.321032936957224 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 6.361222005774833,
            "unit": "ns/iter",
            "extra": "iterations: 102302037\ncpu: 6.361228310634719 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.826425155976105,
            "unit": "ns/iter",
            "extra": "iterations: 85439420\ncpu: 7.82556829154505 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.807087504086677,
            "unit": "ns/iter",
            "extra": "iterations: 73142561\ncpu: 9.806192717260755 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.996151410595852,
            "unit": "ns/iter",
            "extra": "iterations: 58653438\ncpu: 11.995766215784318 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.310227569896075,
            "unit": "ns/iter",
            "extra": "iterations: 49015534\ncpu: 14.310016840783586 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.511113619376566,
            "unit": "ns/iter",
            "extra": "iterations: 40647829\ncpu: 17.510205920222706 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 21.538377323710787,
            "unit": "ns/iter",
            "extra": "iterations: 33709607\ncpu: 21.53801656601929 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.0667838121625244,
            "unit": "ns/iter",
            "extra": "iterations: 349647246\ncpu: 2.0667755924495377 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.5252622037471983,
            "unit": "ns/iter",
            "extra": "iterations: 208947052\ncpu: 3.5252295064684622 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.791450858061736,
            "unit": "ns/iter",
            "extra": "iterations: 123446962\ncpu: 5.791341669469358 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.73600653885991,
            "unit": "ns/iter",
            "extra": "iterations: 79972352\ncpu: 8.735714275353558 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.706539997867436,
            "unit": "ns/iter",
            "extra": "iterations: 57489453\ncpu: 11.706230027967049 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 15.722283128617047,
            "unit": "ns/iter",
            "extra": "iterations: 49663641\ncpu: 15.721447265616307 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 19.835891736727973,
            "unit": "ns/iter",
            "extra": "iterations: 35115325\ncpu: 19.83517666431964 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 22.49904692469619,
            "unit": "ns/iter",
            "extra": "iterations: 30990206\ncpu: 22.498468548418106 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 25.256173138143954,
            "unit": "ns/iter",
            "extra": "iterations: 28131802\ncpu: 25.25540994494411 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.958906201424693,
            "unit": "ns/iter",
            "extra": "iterations: 24498368\ncpu: 28.958377594785084 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.348055536786644,
            "unit": "ns/iter",
            "extra": "iterations: 212201546\ncpu: 3.347931847772678 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.7153834311497715,
            "unit": "ns/iter",
            "extra": "iterations: 268794137\ncpu: 2.714087428179277 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.48542096166773,
            "unit": "ns/iter",
            "extra": "iterations: 82619304\ncpu: 8.485247636557194 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.617416551831443,
            "unit": "ns/iter",
            "extra": "iterations: 49241584\ncpu: 14.617359770554932 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 132.93208643046847,
            "unit": "ns/iter",
            "extra": "iterations: 5105931\ncpu: 132.9302936134469 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "2547f565215bc3b99dc45d5b2fb5066c0be2080e",
          "message": "generate invalid list for initialization",
          "timestamp": "2021-09-10T15:40:02+02:00",
          "tree_id": "5ee0260f3daade1a4b31eef3d365148d2ae2aeeb",
          "url": "https://github.com/SFCMM/Common/commit/2547f565215bc3b99dc45d5b2fb5066c0be2080e"
        },
        "date": 1631281538545,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.083703642788275,
            "unit": "ns/iter",
            "extra": "iterations: 335218959\ncpu: 2.0836710223182817 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 2.7947756787488864,
            "unit": "ns/iter",
            "extra": "iterations: 244946231\ncpu: 2.7947403607937122 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 3.3719909809791253,
            "unit": "ns/iter",
            "extra": "iterations: 206487603\ncpu: 3.3719551241049577 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 4.836655239335445,
            "unit": "ns/iter",
            "extra": "iterations: 145656640\ncpu: 4.8363452569000644 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 6.425747582598556,
            "unit": "ns/iter",
            "extra": "iterations: 109660625\ncpu: 6.4256094108528 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 8.128184457173262,
            "unit": "ns/iter",
            "extra": "iterations: 85288437\ncpu: 8.128129772151887 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 9.709805872701954,
            "unit": "ns/iter",
            "extra": "iterations: 71751166\ncpu: 9.709600872548886 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 12.030432850533694,
            "unit": "ns/iter",
            "extra": "iterations: 58495342\ncpu: 12.030222628666742 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 14.536382073515195,
            "unit": "ns/iter",
            "extra": "iterations: 47628635\ncpu: 14.535915904371393 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 16.773323392796414,
            "unit": "ns/iter",
            "extra": "iterations: 41706668\ncpu: 16.772680977535796 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 1.6843897099230547,
            "unit": "ns/iter",
            "extra": "iterations: 414951610\ncpu: 1.6843438274646036 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 2.810296600665415,
            "unit": "ns/iter",
            "extra": "iterations: 248768626\ncpu: 2.807830509945414 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 4.780057141707707,
            "unit": "ns/iter",
            "extra": "iterations: 147107609\ncpu: 4.779894063807396 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 7.394714071542478,
            "unit": "ns/iter",
            "extra": "iterations: 96589389\ncpu: 7.39439282507523 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 9.846508090441832,
            "unit": "ns/iter",
            "extra": "iterations: 70544539\ncpu: 9.84629995243147 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 12.45480258206513,
            "unit": "ns/iter",
            "extra": "iterations: 57219928\ncpu: 12.454583986893535 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 15.805781735972301,
            "unit": "ns/iter",
            "extra": "iterations: 44089803\ncpu: 15.805309699387863 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 18.49762275519715,
            "unit": "ns/iter",
            "extra": "iterations: 37834345\ncpu: 18.497070399923672 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 21.016876134579807,
            "unit": "ns/iter",
            "extra": "iterations: 33271126\ncpu: 21.01624525722399 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 24.241408799930362,
            "unit": "ns/iter",
            "extra": "iterations: 28320927\ncpu: 24.235885463777347 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 2.818252584262961,
            "unit": "ns/iter",
            "extra": "iterations: 248498609\ncpu: 2.8181463301470684 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.293529998982072,
            "unit": "ns/iter",
            "extra": "iterations: 309088854\ncpu: 2.2934668682682506 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 6.578021774384082,
            "unit": "ns/iter",
            "extra": "iterations: 102519823\ncpu: 6.577878592318667 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 12.121417251668877,
            "unit": "ns/iter",
            "extra": "iterations: 59174021\ncpu: 12.121178717937719 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 137.90121056918636,
            "unit": "ns/iter",
            "extra": "iterations: 4976089\ncpu: 137.89926607020095 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "f05bbf5aee46db38855554085f425bd5b7ac8f1d",
          "message": "add binary handling functions",
          "timestamp": "2021-09-12T01:24:47+02:00",
          "tree_id": "c0eb2b485f81c2df4977e40b85c3215d1dd679dd",
          "url": "https://github.com/SFCMM/Common/commit/f05bbf5aee46db38855554085f425bd5b7ac8f1d"
        },
        "date": 1631402901536,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.072380045960808,
            "unit": "ns/iter",
            "extra": "iterations: 222877822\ncpu: 3.0717880399961914 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 4.186105169520829,
            "unit": "ns/iter",
            "extra": "iterations: 167234973\ncpu: 4.185567596557689 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 5.041403916758207,
            "unit": "ns/iter",
            "extra": "iterations: 138939947\ncpu: 5.040691141187784 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 7.165268424770205,
            "unit": "ns/iter",
            "extra": "iterations: 97708773\ncpu: 7.164952915742787 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 9.537708548946698,
            "unit": "ns/iter",
            "extra": "iterations: 73024104\ncpu: 9.537438295716706 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 11.947971561212556,
            "unit": "ns/iter",
            "extra": "iterations: 58617692\ncpu: 11.947596111426567 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 14.591257141654337,
            "unit": "ns/iter",
            "extra": "iterations: 47952647\ncpu: 14.590988251388909 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 17.797348211496917,
            "unit": "ns/iter",
            "extra": "iterations: 39292123\ncpu: 17.796524433154207 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 21.64796723143633,
            "unit": "ns/iter",
            "extra": "iterations: 32309015\ncpu: 21.64706624451414 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 25.03793018234439,
            "unit": "ns/iter",
            "extra": "iterations: 27970232\ncpu: 25.035816256368538 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.5103128995490627,
            "unit": "ns/iter",
            "extra": "iterations: 278797877\ncpu: 2.5102067330304694 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 4.184123286563149,
            "unit": "ns/iter",
            "extra": "iterations: 167309652\ncpu: 4.183861490549268 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 7.112475483815222,
            "unit": "ns/iter",
            "extra": "iterations: 98380417\ncpu: 7.112050693991261 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 10.878389899999132,
            "unit": "ns/iter",
            "extra": "iterations: 64342016\ncpu: 10.877844471021847 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 14.643162014734573,
            "unit": "ns/iter",
            "extra": "iterations: 47796893\ncpu: 14.642597312758383 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 18.408993653324064,
            "unit": "ns/iter",
            "extra": "iterations: 38030463\ncpu: 18.408436389533318 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 22.939858722264496,
            "unit": "ns/iter",
            "extra": "iterations: 30572829\ncpu: 22.9390404466659 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 27.451609720393897,
            "unit": "ns/iter",
            "extra": "iterations: 25560526\ncpu: 27.450000285596637 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 31.17053198267263,
            "unit": "ns/iter",
            "extra": "iterations: 22487424\ncpu: 31.16884206034456 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 35.777924195969796,
            "unit": "ns/iter",
            "extra": "iterations: 19576347\ncpu: 35.77577926055361 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 4.184319516431017,
            "unit": "ns/iter",
            "extra": "iterations: 167310682\ncpu: 4.18417797735114 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 3.3485823587018237,
            "unit": "ns/iter",
            "extra": "iterations: 208840276\ncpu: 3.348378068605885 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 9.28595060384169,
            "unit": "ns/iter",
            "extra": "iterations: 67435731\ncpu: 9.285328945273847 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 17.85533069583643,
            "unit": "ns/iter",
            "extra": "iterations: 39376501\ncpu: 17.854631344720044 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 164.52082648162923,
            "unit": "ns/iter",
            "extra": "iterations: 4247741\ncpu: 164.51377614595617 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "e00c812cac8c52e080c90022dba341bd6c06a4c6",
          "message": "little endian version",
          "timestamp": "2021-09-15T00:04:31+02:00",
          "tree_id": "4ae5574ceee6495720175c07f6ca12b0e4a75891",
          "url": "https://github.com/SFCMM/Common/commit/e00c812cac8c52e080c90022dba341bd6c06a4c6"
        },
        "date": 1631657799705,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.4556641999980817,
            "unit": "ns/iter",
            "extra": "iterations: 284888837\ncpu: 2.455495562291899 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.34657653028241,
            "unit": "ns/iter",
            "extra": "iterations: 209092035\ncpu: 3.346377378746157 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.040380638634884,
            "unit": "ns/iter",
            "extra": "iterations: 173170020\ncpu: 4.040244968499742 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.715095982779676,
            "unit": "ns/iter",
            "extra": "iterations: 121701987\ncpu: 5.71488816365833 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.579863329700685,
            "unit": "ns/iter",
            "extra": "iterations: 91775024\ncpu: 7.579540889033161 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.5430920922464,
            "unit": "ns/iter",
            "extra": "iterations: 73361453\ncpu: 9.54284262881216 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.7568786100699,
            "unit": "ns/iter",
            "extra": "iterations: 59485346\ncpu: 11.75644509153565 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.248934554097978,
            "unit": "ns/iter",
            "extra": "iterations: 49134123\ncpu: 14.247990240916684 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.32799178532252,
            "unit": "ns/iter",
            "extra": "iterations: 40374563\ncpu: 17.327073137608956 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 20.032998748327206,
            "unit": "ns/iter",
            "extra": "iterations: 34965205\ncpu: 20.032140723899655 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.008475144357874,
            "unit": "ns/iter",
            "extra": "iterations: 348478666\ncpu: 2.008396255740949 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.346464352682539,
            "unit": "ns/iter",
            "extra": "iterations: 209201225\ncpu: 3.3463195495150644 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.688424424036948,
            "unit": "ns/iter",
            "extra": "iterations: 123067846\ncpu: 5.6880937771511775 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.699756988209565,
            "unit": "ns/iter",
            "extra": "iterations: 80465643\ncpu: 8.69949352172577 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.713091476416865,
            "unit": "ns/iter",
            "extra": "iterations: 59718780\ncpu: 11.712778476050588 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.725037694726218,
            "unit": "ns/iter",
            "extra": "iterations: 47543786\ncpu: 14.724583629078278 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.373826735215882,
            "unit": "ns/iter",
            "extra": "iterations: 38082303\ncpu: 18.369228326343592 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 22.03560943520623,
            "unit": "ns/iter",
            "extra": "iterations: 31851811\ncpu: 22.03464832815944 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.921138203450123,
            "unit": "ns/iter",
            "extra": "iterations: 28085348\ncpu: 24.919981586127996 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.567548042609822,
            "unit": "ns/iter",
            "extra": "iterations: 24456571\ncpu: 28.565717614296773 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.346133161956726,
            "unit": "ns/iter",
            "extra": "iterations: 209186082\ncpu: 3.3459936450265366 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.689336661843143,
            "unit": "ns/iter",
            "extra": "iterations: 261184749\ncpu: 2.6891832838218255 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.696407626737464,
            "unit": "ns/iter",
            "extra": "iterations: 88508620\ncpu: 7.695952315153023 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.279680212546987,
            "unit": "ns/iter",
            "extra": "iterations: 50258257\ncpu: 14.278698324138064 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 167.24029677530703,
            "unit": "ns/iter",
            "extra": "iterations: 4128241\ncpu: 167.23460088691493 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "f7c695aa01deafb1123c97c2a10629fda5c770bd",
          "message": "more fixes",
          "timestamp": "2021-09-15T02:08:49+02:00",
          "tree_id": "41758af4929a856377e90277e13bc4f36233583e",
          "url": "https://github.com/SFCMM/Common/commit/f7c695aa01deafb1123c97c2a10629fda5c770bd"
        },
        "date": 1631664755648,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 1.5065345955191158,
            "unit": "ns/iter",
            "extra": "iterations: 444392999\ncpu: 1.5064808345461806 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 2.068435940751434,
            "unit": "ns/iter",
            "extra": "iterations: 353576158\ncpu: 2.0682866829499296 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 3.109914594128991,
            "unit": "ns/iter",
            "extra": "iterations: 211646808\ncpu: 3.10969011637539 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.2277730973685355,
            "unit": "ns/iter",
            "extra": "iterations: 131035554\ncpu: 5.22742942728353 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 8.80451547773614,
            "unit": "ns/iter",
            "extra": "iterations: 77457452\ncpu: 8.803992313095971 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 11.148174712168206,
            "unit": "ns/iter",
            "extra": "iterations: 60453534\ncpu: 11.147599642396429 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 15.081338725068319,
            "unit": "ns/iter",
            "extra": "iterations: 49360486\ncpu: 15.080523032127356 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 18.018775048689086,
            "unit": "ns/iter",
            "extra": "iterations: 39207142\ncpu: 18.018215354743294 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 23.013201522602394,
            "unit": "ns/iter",
            "extra": "iterations: 31003242\ncpu: 23.013057989225754 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 26.661243563838703,
            "unit": "ns/iter",
            "extra": "iterations: 27012027\ncpu: 26.660325417266947 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 1.196148376914422,
            "unit": "ns/iter",
            "extra": "iterations: 587786694\ncpu: 1.1960603041483626 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 2.043741184619546,
            "unit": "ns/iter",
            "extra": "iterations: 342883672\ncpu: 2.0436601571392448 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 4.118479797355315,
            "unit": "ns/iter",
            "extra": "iterations: 160822954\ncpu: 4.1170866566721545 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 7.407392178957488,
            "unit": "ns/iter",
            "extra": "iterations: 96296370\ncpu: 7.406949981603661 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 10.897761744984606,
            "unit": "ns/iter",
            "extra": "iterations: 67901110\ncpu: 10.897240442755637 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 13.697812508683786,
            "unit": "ns/iter",
            "extra": "iterations: 51244272\ncpu: 13.674201479533162 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.603066421105765,
            "unit": "ns/iter",
            "extra": "iterations: 40329425\ncpu: 18.602036056799736 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 20.553835445729693,
            "unit": "ns/iter",
            "extra": "iterations: 33738608\ncpu: 20.552920588780644 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 26.356130112482916,
            "unit": "ns/iter",
            "extra": "iterations: 27330045\ncpu: 26.35474325051422 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 26.690280482368653,
            "unit": "ns/iter",
            "extra": "iterations: 24015235\ncpu: 26.6899386993298 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.656308148177162,
            "unit": "ns/iter",
            "extra": "iterations: 199306011\ncpu: 3.656070468441619 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.9981339644078315,
            "unit": "ns/iter",
            "extra": "iterations: 237223771\ncpu: 2.998005014430028 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.893083448171259,
            "unit": "ns/iter",
            "extra": "iterations: 78122179\ncpu: 8.89194816237779 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 26.68486847496382,
            "unit": "ns/iter",
            "extra": "iterations: 42906964\ncpu: 26.683964076320986 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 751.8257573036975,
            "unit": "ns/iter",
            "extra": "iterations: 918885\ncpu: 751.7525337773508 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "f7c695aa01deafb1123c97c2a10629fda5c770bd",
          "message": "more fixes",
          "timestamp": "2021-09-15T02:08:49+02:00",
          "tree_id": "41758af4929a856377e90277e13bc4f36233583e",
          "url": "https://github.com/SFCMM/Common/commit/f7c695aa01deafb1123c97c2a10629fda5c770bd"
        },
        "date": 1631665066950,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.453888625000688,
            "unit": "ns/iter",
            "extra": "iterations: 285253335\ncpu: 2.453508625937713 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.360178866268488,
            "unit": "ns/iter",
            "extra": "iterations: 209243701\ncpu: 3.3599929920948965 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.040570287981183,
            "unit": "ns/iter",
            "extra": "iterations: 173053270\ncpu: 4.040503701548084 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.678821195080504,
            "unit": "ns/iter",
            "extra": "iterations: 122299795\ncpu: 5.678557237156451 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.551999536118224,
            "unit": "ns/iter",
            "extra": "iterations: 92885694\ncpu: 7.55074742726259 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.51547460949761,
            "unit": "ns/iter",
            "extra": "iterations: 73568060\ncpu: 9.515217813273862 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.667803688353358,
            "unit": "ns/iter",
            "extra": "iterations: 60040778\ncpu: 11.667600426496806 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.262543954717193,
            "unit": "ns/iter",
            "extra": "iterations: 49139208\ncpu: 14.26179898951567 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.283447899103138,
            "unit": "ns/iter",
            "extra": "iterations: 40402702\ncpu: 17.283039807585165 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 19.976657369356904,
            "unit": "ns/iter",
            "extra": "iterations: 35133101\ncpu: 19.975747258973787 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.007406326667413,
            "unit": "ns/iter",
            "extra": "iterations: 348732255\ncpu: 2.0073458504720194 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.3456734595506936,
            "unit": "ns/iter",
            "extra": "iterations: 209235083\ncpu: 3.3455067188708534 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.687473862281357,
            "unit": "ns/iter",
            "extra": "iterations: 123076445\ncpu: 5.687343146773532 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.698944247907956,
            "unit": "ns/iter",
            "extra": "iterations: 80471922\ncpu: 8.698432442063442 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.709971867670374,
            "unit": "ns/iter",
            "extra": "iterations: 59780687\ncpu: 11.709573996698957 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.722625996207041,
            "unit": "ns/iter",
            "extra": "iterations: 47551630\ncpu: 14.722230636468185 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.6605090890385,
            "unit": "ns/iter",
            "extra": "iterations: 37623399\ncpu: 18.66021363460545 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 22.179585307051745,
            "unit": "ns/iter",
            "extra": "iterations: 31590747\ncpu: 22.174418857521776 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.880000859881523,
            "unit": "ns/iter",
            "extra": "iterations: 28143410\ncpu: 24.8792333267361 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.531383569330234,
            "unit": "ns/iter",
            "extra": "iterations: 24529396\ncpu: 28.530331810860687 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.345626404983684,
            "unit": "ns/iter",
            "extra": "iterations: 209234199\ncpu: 3.3455628398491446 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.690477561349412,
            "unit": "ns/iter",
            "extra": "iterations: 259757956\ncpu: 2.690425890169847 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.719440184564386,
            "unit": "ns/iter",
            "extra": "iterations: 83361760\ncpu: 7.719045807094273 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.274514567551963,
            "unit": "ns/iter",
            "extra": "iterations: 50287069\ncpu: 14.274203115715467 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 168.86508804190657,
            "unit": "ns/iter",
            "extra": "iterations: 4141664\ncpu: 168.85512248217088 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "4d6ee91cb4a7432d6aa528f0dd99f4f2cbabda0f",
          "message": "comment",
          "timestamp": "2021-09-15T19:50:15+02:00",
          "tree_id": "f5f8a714f69cd40e20e4e83d072e2d2d95a22e0c",
          "url": "https://github.com/SFCMM/Common/commit/4d6ee91cb4a7432d6aa528f0dd99f4f2cbabda0f"
        },
        "date": 1631728438359,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.459288150388414,
            "unit": "ns/iter",
            "extra": "iterations: 283380333\ncpu: 2.4589179412108324 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.349516248267029,
            "unit": "ns/iter",
            "extra": "iterations: 209008967\ncpu: 3.3493038124053305 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.034350355866397,
            "unit": "ns/iter",
            "extra": "iterations: 173266007\ncpu: 4.034050014207347 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.7205012927161665,
            "unit": "ns/iter",
            "extra": "iterations: 121800134\ncpu: 5.7202134523103245 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.681086792663628,
            "unit": "ns/iter",
            "extra": "iterations: 91005215\ncpu: 7.6805363736572705 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.57621860341944,
            "unit": "ns/iter",
            "extra": "iterations: 73091519\ncpu: 9.575659030974572 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.675170122307245,
            "unit": "ns/iter",
            "extra": "iterations: 60062523\ncpu: 11.674835304537575 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.248743879358363,
            "unit": "ns/iter",
            "extra": "iterations: 49105554\ncpu: 14.248159464813275 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.330519935098458,
            "unit": "ns/iter",
            "extra": "iterations: 40451318\ncpu: 17.32969650086556 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 20.05607993427119,
            "unit": "ns/iter",
            "extra": "iterations: 34864645\ncpu: 20.05422143262897 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.009311461729989,
            "unit": "ns/iter",
            "extra": "iterations: 348367753\ncpu: 2.0092098449766698 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.3504748571965517,
            "unit": "ns/iter",
            "extra": "iterations: 209051270\ncpu: 3.350183043614132 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.692915600866173,
            "unit": "ns/iter",
            "extra": "iterations: 122995978\ncpu: 5.692609883552444 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.707208329742047,
            "unit": "ns/iter",
            "extra": "iterations: 80424484\ncpu: 8.706697241601217 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.72229867883405,
            "unit": "ns/iter",
            "extra": "iterations: 59734678\ncpu: 11.72187508903956 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.733618117984314,
            "unit": "ns/iter",
            "extra": "iterations: 47489919\ncpu: 14.73331076854435 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.75403542138249,
            "unit": "ns/iter",
            "extra": "iterations: 37395661\ncpu: 18.752668498091293 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 21.964008452798858,
            "unit": "ns/iter",
            "extra": "iterations: 31851701\ncpu: 21.963160931342408 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.90911457972256,
            "unit": "ns/iter",
            "extra": "iterations: 27982508\ncpu: 24.90762036054798 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.605521062037372,
            "unit": "ns/iter",
            "extra": "iterations: 24497678\ncpu: 28.604069455072363 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.348837995717276,
            "unit": "ns/iter",
            "extra": "iterations: 208984858\ncpu: 3.348737036249772 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.684584825887766,
            "unit": "ns/iter",
            "extra": "iterations: 260873226\ncpu: 2.6845882490064334 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.7561908476261605,
            "unit": "ns/iter",
            "extra": "iterations: 86813718\ncpu: 7.755641176432517 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.291253884075168,
            "unit": "ns/iter",
            "extra": "iterations: 50211763\ncpu: 14.29056438428581 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 156.98861865558717,
            "unit": "ns/iter",
            "extra": "iterations: 4706386\ncpu: 156.97483185612077 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "4d6ee91cb4a7432d6aa528f0dd99f4f2cbabda0f",
          "message": "comment",
          "timestamp": "2021-09-15T19:50:15+02:00",
          "tree_id": "f5f8a714f69cd40e20e4e83d072e2d2d95a22e0c",
          "url": "https://github.com/SFCMM/Common/commit/4d6ee91cb4a7432d6aa528f0dd99f4f2cbabda0f"
        },
        "date": 1631728985304,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.9089783662937596,
            "unit": "ns/iter",
            "extra": "iterations: 244881388\ncpu: 2.903453826388798 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.7882691534494426,
            "unit": "ns/iter",
            "extra": "iterations: 182075794\ncpu: 3.788080605596591 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.60600952594633,
            "unit": "ns/iter",
            "extra": "iterations: 154049156\ncpu: 4.605152591683138 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 6.555047330693452,
            "unit": "ns/iter",
            "extra": "iterations: 104077072\ncpu: 6.554900871923064 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 8.603957688294658,
            "unit": "ns/iter",
            "extra": "iterations: 82612317\ncpu: 8.603527074540224 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 10.87979133791191,
            "unit": "ns/iter",
            "extra": "iterations: 65278557\ncpu: 10.879404534018718 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 13.442102670765395,
            "unit": "ns/iter",
            "extra": "iterations: 50633985\ncpu: 13.44154982073798 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 16.853961593502103,
            "unit": "ns/iter",
            "extra": "iterations: 44001877\ncpu: 16.853323029833465 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 20.12934766389144,
            "unit": "ns/iter",
            "extra": "iterations: 34418944\ncpu: 20.125990617260097 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 22.842357258997367,
            "unit": "ns/iter",
            "extra": "iterations: 29624967\ncpu: 22.841621933283538 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.356955290636707,
            "unit": "ns/iter",
            "extra": "iterations: 304779514\ncpu: 2.3568856337240582 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.809937524680315,
            "unit": "ns/iter",
            "extra": "iterations: 185885083\ncpu: 3.8097724065357066 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 6.4724999517618445,
            "unit": "ns/iter",
            "extra": "iterations: 111944640\ncpu: 6.472304247885381 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 9.859448831089894,
            "unit": "ns/iter",
            "extra": "iterations: 71590141\ncpu: 9.859068038432815 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 13.010960451078251,
            "unit": "ns/iter",
            "extra": "iterations: 52027512\ncpu: 13.010701761022151 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 16.848818277811095,
            "unit": "ns/iter",
            "extra": "iterations: 42066613\ncpu: 16.847653315944434 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 21.01591193348517,
            "unit": "ns/iter",
            "extra": "iterations: 33046204\ncpu: 21.015182439713794 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 25.037245000849534,
            "unit": "ns/iter",
            "extra": "iterations: 27540582\ncpu: 25.036246837485134 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 28.04480800461737,
            "unit": "ns/iter",
            "extra": "iterations: 24315767\ncpu: 28.043594553279075 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 32.14243916183966,
            "unit": "ns/iter",
            "extra": "iterations: 20853647\ncpu: 32.14078113051386 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.783662647540377,
            "unit": "ns/iter",
            "extra": "iterations: 178633350\ncpu: 3.783479070397553 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 3.0439469245153656,
            "unit": "ns/iter",
            "extra": "iterations: 229895291\ncpu: 3.0438826082783907 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.51512860890554,
            "unit": "ns/iter",
            "extra": "iterations: 80961112\ncpu: 8.514853180376289 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 16.52790616510172,
            "unit": "ns/iter",
            "extra": "iterations: 44282885\ncpu: 16.5271926162896 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 148.20150193295208,
            "unit": "ns/iter",
            "extra": "iterations: 4546408\ncpu: 148.1940734311573 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "de37a6c3333b504ac038caf75c950e989253feb7",
          "message": "reformatting\nsmall fix for header conflict\nadd some helper functions",
          "timestamp": "2021-09-25T20:35:13+02:00",
          "tree_id": "153dc62d1d2c45ed81247a4ccec6ab640c582e70",
          "url": "https://github.com/SFCMM/Common/commit/de37a6c3333b504ac038caf75c950e989253feb7"
        },
        "date": 1632595265599,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.4555125769672332,
            "unit": "ns/iter",
            "extra": "iterations: 285116391\ncpu: 2.4552491722582164 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.3501822296673063,
            "unit": "ns/iter",
            "extra": "iterations: 209135815\ncpu: 3.349994758190987 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.035699100584819,
            "unit": "ns/iter",
            "extra": "iterations: 174529299\ncpu: 4.034285876550731 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.736160684833351,
            "unit": "ns/iter",
            "extra": "iterations: 122745922\ncpu: 5.735853114533615 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.657316809901148,
            "unit": "ns/iter",
            "extra": "iterations: 91476232\ncpu: 7.6569625539451565 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.557828754394682,
            "unit": "ns/iter",
            "extra": "iterations: 73222025\ncpu: 9.556848912605183 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.712909544020054,
            "unit": "ns/iter",
            "extra": "iterations: 60041470\ncpu: 11.71222516703873 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.252431269508605,
            "unit": "ns/iter",
            "extra": "iterations: 49146855\ncpu: 14.251694599786706 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.33468570638617,
            "unit": "ns/iter",
            "extra": "iterations: 40395412\ncpu: 17.33358897292593 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 20.046697192429697,
            "unit": "ns/iter",
            "extra": "iterations: 34908437\ncpu: 20.046488131221693 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.0085868007439274,
            "unit": "ns/iter",
            "extra": "iterations: 348503021\ncpu: 2.0084674359250405 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.34727211253136,
            "unit": "ns/iter",
            "extra": "iterations: 209122666\ncpu: 3.3472319447189935 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.7197547917444105,
            "unit": "ns/iter",
            "extra": "iterations: 123001079\ncpu: 5.703192790690883 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.704138732029543,
            "unit": "ns/iter",
            "extra": "iterations: 80425840\ncpu: 8.703622716281238 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.716132757433984,
            "unit": "ns/iter",
            "extra": "iterations: 59752104\ncpu: 11.715602232182475 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.727820791760577,
            "unit": "ns/iter",
            "extra": "iterations: 47510003\ncpu: 14.7272188764122 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.280370443967495,
            "unit": "ns/iter",
            "extra": "iterations: 38190823\ncpu: 18.2663784176633 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 21.853046241645355,
            "unit": "ns/iter",
            "extra": "iterations: 31882451\ncpu: 21.851695592663233 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.88757899361349,
            "unit": "ns/iter",
            "extra": "iterations: 27896717\ncpu: 24.887249922634222 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.618559663812906,
            "unit": "ns/iter",
            "extra": "iterations: 24461553\ncpu: 28.617120630076144 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.347638592741933,
            "unit": "ns/iter",
            "extra": "iterations: 209104655\ncpu: 3.3475190353844453 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.7034924199770636,
            "unit": "ns/iter",
            "extra": "iterations: 259259770\ncpu: 2.703263830713109 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.418635497758089,
            "unit": "ns/iter",
            "extra": "iterations: 87146929\ncpu: 7.418564020770027 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.125602177657015,
            "unit": "ns/iter",
            "extra": "iterations: 50663620\ncpu: 14.124868041407176 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 170.586812749694,
            "unit": "ns/iter",
            "extra": "iterations: 4107801\ncpu: 170.57692765545352 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "d45e11f790273998d617f0127e62bda8945a0792",
          "message": "fix bug in timer calculation",
          "timestamp": "2021-09-30T15:53:07+02:00",
          "tree_id": "4ca3ceefb8c24c3c00a464d8ccdd83deddc38dab",
          "url": "https://github.com/SFCMM/Common/commit/d45e11f790273998d617f0127e62bda8945a0792"
        },
        "date": 1633010360267,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.454943985651787,
            "unit": "ns/iter",
            "extra": "iterations: 285083028\ncpu: 2.454100947040594 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.3471150134300816,
            "unit": "ns/iter",
            "extra": "iterations: 209021129\ncpu: 3.3470107608116493 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 3.9965237392048665,
            "unit": "ns/iter",
            "extra": "iterations: 174037863\ncpu: 3.9962985525741597 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.64801433578532,
            "unit": "ns/iter",
            "extra": "iterations: 123984558\ncpu: 5.647926365152669 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.552745332451117,
            "unit": "ns/iter",
            "extra": "iterations: 92722650\ncpu: 7.552434642452514 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.607817604154322,
            "unit": "ns/iter",
            "extra": "iterations: 73065480\ncpu: 9.607225710417548 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.674587786475096,
            "unit": "ns/iter",
            "extra": "iterations: 59892079\ncpu: 11.67412395218406 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.247919238831013,
            "unit": "ns/iter",
            "extra": "iterations: 49075070\ncpu: 14.246880422177695 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.312357755744948,
            "unit": "ns/iter",
            "extra": "iterations: 40433531\ncpu: 17.31206097236475 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 20.015013762644386,
            "unit": "ns/iter",
            "extra": "iterations: 34963121\ncpu: 20.014559169360204 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.007945270534375,
            "unit": "ns/iter",
            "extra": "iterations: 348607387\ncpu: 2.007894783939276 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.3466287828398213,
            "unit": "ns/iter",
            "extra": "iterations: 209147473\ncpu: 3.346468441433182 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.690056778265603,
            "unit": "ns/iter",
            "extra": "iterations: 123035283\ncpu: 5.689641442121942 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.702336490403596,
            "unit": "ns/iter",
            "extra": "iterations: 80412742\ncpu: 8.701719734914636 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.7166305455582,
            "unit": "ns/iter",
            "extra": "iterations: 59766530\ncpu: 11.715803895591739 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.726133631041256,
            "unit": "ns/iter",
            "extra": "iterations: 47534734\ncpu: 14.725466729234231 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.775732578212644,
            "unit": "ns/iter",
            "extra": "iterations: 37337242\ncpu: 18.774837305872794 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 22.016402201201632,
            "unit": "ns/iter",
            "extra": "iterations: 31727205\ncpu: 22.016094421175733 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.8755263388494,
            "unit": "ns/iter",
            "extra": "iterations: 28165316\ncpu: 24.8751671736969 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.52077608209806,
            "unit": "ns/iter",
            "extra": "iterations: 24463082\ncpu: 28.5198259565168 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.3470551691771635,
            "unit": "ns/iter",
            "extra": "iterations: 209192951\ncpu: 3.3469069615065554 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.7021566128355294,
            "unit": "ns/iter",
            "extra": "iterations: 256501441\ncpu: 2.7020715138984275 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.75451432676352,
            "unit": "ns/iter",
            "extra": "iterations: 86797937\ncpu: 7.752226288511892 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.28169925119599,
            "unit": "ns/iter",
            "extra": "iterations: 50236928\ncpu: 14.280611644884004 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 162.14170059448813,
            "unit": "ns/iter",
            "extra": "iterations: 4440800\ncpu: 162.1301483966853 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "e5debaa6a6e086513eb4d0397e87b760be08b43d",
          "message": "fix",
          "timestamp": "2021-10-09T13:40:49+02:00",
          "tree_id": "abbd57db643c9a75d2971e7d8991fd42ed3388b8",
          "url": "https://github.com/SFCMM/Common/commit/e5debaa6a6e086513eb4d0397e87b760be08b43d"
        },
        "date": 1633779855265,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.4548714958305964,
            "unit": "ns/iter",
            "extra": "iterations: 284802471\ncpu: 2.4545142025821822 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.3468410535293485,
            "unit": "ns/iter",
            "extra": "iterations: 209166903\ncpu: 3.3464977965467115 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.029125468630747,
            "unit": "ns/iter",
            "extra": "iterations: 173554289\ncpu: 4.028877765158543 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.722214694022504,
            "unit": "ns/iter",
            "extra": "iterations: 121543002\ncpu: 5.720681969003858 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.66970762928887,
            "unit": "ns/iter",
            "extra": "iterations: 91649707\ncpu: 7.669110955259246 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.573944786698576,
            "unit": "ns/iter",
            "extra": "iterations: 73116331\ncpu: 9.573187090036011 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.66467050090147,
            "unit": "ns/iter",
            "extra": "iterations: 59849405\ncpu: 11.664432018998351 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.244219800734784,
            "unit": "ns/iter",
            "extra": "iterations: 49133903\ncpu: 14.244247195261476 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.31694350373563,
            "unit": "ns/iter",
            "extra": "iterations: 40441116\ncpu: 17.31528415289032 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 20.013489248713455,
            "unit": "ns/iter",
            "extra": "iterations: 35046874\ncpu: 20.012203427900566 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.0089367269848224,
            "unit": "ns/iter",
            "extra": "iterations: 348579184\ncpu: 2.0087495442642376 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.346794828400411,
            "unit": "ns/iter",
            "extra": "iterations: 209157179\ncpu: 3.3466069266501264 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.689942011191256,
            "unit": "ns/iter",
            "extra": "iterations: 123062883\ncpu: 5.6894064882260285 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.702294592093434,
            "unit": "ns/iter",
            "extra": "iterations: 80440964\ncpu: 8.701665546922072 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.713116176731658,
            "unit": "ns/iter",
            "extra": "iterations: 59759884\ncpu: 11.713037528653816 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.725761448370001,
            "unit": "ns/iter",
            "extra": "iterations: 47533492\ncpu: 14.72510719389182 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.310427365609034,
            "unit": "ns/iter",
            "extra": "iterations: 38215616\ncpu: 18.309378161011455 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 22.00199659304823,
            "unit": "ns/iter",
            "extra": "iterations: 31813193\ncpu: 22.000220631735985 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.8524340458051,
            "unit": "ns/iter",
            "extra": "iterations: 28051362\ncpu: 24.851068158473097 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.580812997794425,
            "unit": "ns/iter",
            "extra": "iterations: 24540780\ncpu: 28.578063981666375 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.3466351455722925,
            "unit": "ns/iter",
            "extra": "iterations: 209171248\ncpu: 3.3465103626479165 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.6845613697323443,
            "unit": "ns/iter",
            "extra": "iterations: 260422669\ncpu: 2.6843250423794665 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.419849570727507,
            "unit": "ns/iter",
            "extra": "iterations: 89037059\ncpu: 7.419315983920794 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.114357033604191,
            "unit": "ns/iter",
            "extra": "iterations: 50649871\ncpu: 14.113344533493498 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 166.293579587362,
            "unit": "ns/iter",
            "extra": "iterations: 4188033\ncpu: 166.28357321921737 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "4b1abee8bd3320cc6d1b790b35e7abb8d7b419c3",
          "message": "fix",
          "timestamp": "2021-11-06T12:35:40+01:00",
          "tree_id": "30566e08d88276f87e000c85d4c424a9745fe7f9",
          "url": "https://github.com/SFCMM/Common/commit/4b1abee8bd3320cc6d1b790b35e7abb8d7b419c3"
        },
        "date": 1636198742810,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.458121099218612,
            "unit": "ns/iter",
            "extra": "iterations: 285056670\ncpu: 2.4579903743350404 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.346047077142646,
            "unit": "ns/iter",
            "extra": "iterations: 209166136\ncpu: 3.3459034018776355 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.039520415860683,
            "unit": "ns/iter",
            "extra": "iterations: 174773920\ncpu: 4.039357771456976 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.698497965981413,
            "unit": "ns/iter",
            "extra": "iterations: 122853609\ncpu: 5.698287536673017 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.556016181002106,
            "unit": "ns/iter",
            "extra": "iterations: 92230877\ncpu: 7.555711369848516 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.547505297452789,
            "unit": "ns/iter",
            "extra": "iterations: 73676920\ncpu: 9.546213617507348 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.667115490580606,
            "unit": "ns/iter",
            "extra": "iterations: 60237432\ncpu: 11.666238361555658 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.250286699203498,
            "unit": "ns/iter",
            "extra": "iterations: 48229119\ncpu: 14.249734273603465 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.292271650107278,
            "unit": "ns/iter",
            "extra": "iterations: 40449592\ncpu: 17.291120983371083 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 20.23924250594055,
            "unit": "ns/iter",
            "extra": "iterations: 33388143\ncpu: 20.23805367072977 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.0074630455963276,
            "unit": "ns/iter",
            "extra": "iterations: 348722377\ncpu: 2.0073907904109034 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.3462272013859873,
            "unit": "ns/iter",
            "extra": "iterations: 209119895\ncpu: 3.346072778010906 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.688646867182732,
            "unit": "ns/iter",
            "extra": "iterations: 123065362\ncpu: 5.688296687413956 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.701081796732863,
            "unit": "ns/iter",
            "extra": "iterations: 80452822\ncpu: 8.700876707593931 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.711444877700398,
            "unit": "ns/iter",
            "extra": "iterations: 59769114\ncpu: 11.71119560179527 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.729313680188127,
            "unit": "ns/iter",
            "extra": "iterations: 47530917\ncpu: 14.728825724107114 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.752208947890082,
            "unit": "ns/iter",
            "extra": "iterations: 37260046\ncpu: 18.75142056990485 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 21.9648740248545,
            "unit": "ns/iter",
            "extra": "iterations: 31811672\ncpu: 21.96388467101012 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.894272458791498,
            "unit": "ns/iter",
            "extra": "iterations: 28092718\ncpu: 24.893208837962923 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.563038963168598,
            "unit": "ns/iter",
            "extra": "iterations: 24550031\ncpu: 28.54491666426011 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.3467026214462425,
            "unit": "ns/iter",
            "extra": "iterations: 209094130\ncpu: 3.3464980245978158 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.679044293311212,
            "unit": "ns/iter",
            "extra": "iterations: 261139158\ncpu: 2.678955922803429 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.419783193626616,
            "unit": "ns/iter",
            "extra": "iterations: 87901106\ncpu: 7.419453470813011 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.120411481252859,
            "unit": "ns/iter",
            "extra": "iterations: 50664471\ncpu: 14.119385653903326 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 171.09492830555837,
            "unit": "ns/iter",
            "extra": "iterations: 4382697\ncpu: 171.0839072379405 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "010aa6457eb23fb7deaa2e2868f5216757a66cb8",
          "message": "improve documentation",
          "timestamp": "2021-11-06T13:10:26+01:00",
          "tree_id": "ac471d0fe3027443ee34216229649902201ced23",
          "url": "https://github.com/SFCMM/Common/commit/010aa6457eb23fb7deaa2e2868f5216757a66cb8"
        },
        "date": 1636200863179,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.4540934466417728,
            "unit": "ns/iter",
            "extra": "iterations: 285220073\ncpu: 2.4539521522385983 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.3609682849413414,
            "unit": "ns/iter",
            "extra": "iterations: 209089444\ncpu: 3.35115846403035 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.023657330293662,
            "unit": "ns/iter",
            "extra": "iterations: 173073671\ncpu: 4.023206626269571 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.732223318418551,
            "unit": "ns/iter",
            "extra": "iterations: 121474584\ncpu: 5.731797682056684 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.55156830345365,
            "unit": "ns/iter",
            "extra": "iterations: 93213625\ncpu: 7.551277584151459 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.541662642832522,
            "unit": "ns/iter",
            "extra": "iterations: 73447777\ncpu: 9.541553558523624 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.676059275940352,
            "unit": "ns/iter",
            "extra": "iterations: 59973608\ncpu: 11.675430599406315 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.25035622278256,
            "unit": "ns/iter",
            "extra": "iterations: 49138491\ncpu: 14.249692730694559 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.28266551527639,
            "unit": "ns/iter",
            "extra": "iterations: 40477442\ncpu: 17.280469427885272 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 19.984028953520138,
            "unit": "ns/iter",
            "extra": "iterations: 34987939\ncpu: 19.983121583697706 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.0078672777215028,
            "unit": "ns/iter",
            "extra": "iterations: 348649952\ncpu: 2.0077327588446074 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.3461307059388385,
            "unit": "ns/iter",
            "extra": "iterations: 209196248\ncpu: 3.3460284048689064 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.6894365700082705,
            "unit": "ns/iter",
            "extra": "iterations: 123037735\ncpu: 5.688990365435452 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.70401205826694,
            "unit": "ns/iter",
            "extra": "iterations: 80431459\ncpu: 8.703420237596326 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.715663780666704,
            "unit": "ns/iter",
            "extra": "iterations: 59749247\ncpu: 11.715243691690368 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.72856019447141,
            "unit": "ns/iter",
            "extra": "iterations: 47541476\ncpu: 14.727823932096706 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.77008913979688,
            "unit": "ns/iter",
            "extra": "iterations: 37264164\ncpu: 18.769235987690514 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 21.94583405255585,
            "unit": "ns/iter",
            "extra": "iterations: 31886288\ncpu: 21.943914826335394 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.865079397201566,
            "unit": "ns/iter",
            "extra": "iterations: 28166610\ncpu: 24.864070898130763 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.541669755590164,
            "unit": "ns/iter",
            "extra": "iterations: 24590557\ncpu: 28.53951742532711 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.348836754972575,
            "unit": "ns/iter",
            "extra": "iterations: 209150389\ncpu: 3.3475612469456184 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.7332276904630497,
            "unit": "ns/iter",
            "extra": "iterations: 258388789\ncpu: 2.732909441361249 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.516470595786891,
            "unit": "ns/iter",
            "extra": "iterations: 80388106\ncpu: 7.516009034968423 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.115419952050653,
            "unit": "ns/iter",
            "extra": "iterations: 50716552\ncpu: 14.114323722164725 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 162.90830519265177,
            "unit": "ns/iter",
            "extra": "iterations: 4088683\ncpu: 162.8955940091219 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "1fe0bacbe0da1f8db4e3e9d87888fdf752cb0c3b",
          "message": "fix some warnings",
          "timestamp": "2021-11-26T11:43:45+01:00",
          "tree_id": "3df2d122a1f810d0a1163cf72ece55fb243d0ec5",
          "url": "https://github.com/SFCMM/Common/commit/1fe0bacbe0da1f8db4e3e9d87888fdf752cb0c3b"
        },
        "date": 1637926772836,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.4587354216681745,
            "unit": "ns/iter",
            "extra": "iterations: 284907855\ncpu: 2.4564190060677693 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.345849090312225,
            "unit": "ns/iter",
            "extra": "iterations: 209152298\ncpu: 3.3456162599753023 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.029085922153184,
            "unit": "ns/iter",
            "extra": "iterations: 173601888\ncpu: 4.029087108776142 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.740880392513143,
            "unit": "ns/iter",
            "extra": "iterations: 120622516\ncpu: 5.740663965258362 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.557417054892793,
            "unit": "ns/iter",
            "extra": "iterations: 92389265\ncpu: 7.556973529338074 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.534249580845826,
            "unit": "ns/iter",
            "extra": "iterations: 73577353\ncpu: 9.533830729137549 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.729272196970044,
            "unit": "ns/iter",
            "extra": "iterations: 59350646\ncpu: 11.729191287993721 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.246888962362494,
            "unit": "ns/iter",
            "extra": "iterations: 48918566\ncpu: 14.246894870139903 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.269648052665726,
            "unit": "ns/iter",
            "extra": "iterations: 40552772\ncpu: 17.269569044503303 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 20.018314024050838,
            "unit": "ns/iter",
            "extra": "iterations: 34980843\ncpu: 20.0174963479296 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.007618539577215,
            "unit": "ns/iter",
            "extra": "iterations: 348718934\ncpu: 2.0075144442830855 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.3456027161846023,
            "unit": "ns/iter",
            "extra": "iterations: 209234675\ncpu: 3.3454808386802966 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.689472659343066,
            "unit": "ns/iter",
            "extra": "iterations: 123081407\ncpu: 5.689252447365982 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.699942146197458,
            "unit": "ns/iter",
            "extra": "iterations: 80459707\ncpu: 8.699585458346238 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.71199239635054,
            "unit": "ns/iter",
            "extra": "iterations: 59772349\ncpu: 11.71150051338955 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.776691652483972,
            "unit": "ns/iter",
            "extra": "iterations: 47545773\ncpu: 14.776523772155308 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.582633410250576,
            "unit": "ns/iter",
            "extra": "iterations: 37800225\ncpu: 18.582003122997286 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 22.09871097071809,
            "unit": "ns/iter",
            "extra": "iterations: 31737293\ncpu: 22.098401744597425 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.904848670705057,
            "unit": "ns/iter",
            "extra": "iterations: 28112303\ncpu: 24.904731248805945 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.515674937559453,
            "unit": "ns/iter",
            "extra": "iterations: 24491836\ncpu: 28.515196206605268 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.3487130994882985,
            "unit": "ns/iter",
            "extra": "iterations: 208886466\ncpu: 3.3463444635039172 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.6840279483607934,
            "unit": "ns/iter",
            "extra": "iterations: 260300060\ncpu: 2.6840072606975083 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.92176754661161,
            "unit": "ns/iter",
            "extra": "iterations: 88738186\ncpu: 7.921141097024455 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.278608676682031,
            "unit": "ns/iter",
            "extra": "iterations: 50239365\ncpu: 14.277844037240525 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 158.94786875001256,
            "unit": "ns/iter",
            "extra": "iterations: 5325654\ncpu: 158.94111183340053 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "26b3e33f6e6d585a069c9a5dd9e72733f384904e",
          "message": "update",
          "timestamp": "2021-11-26T15:52:05+01:00",
          "tree_id": "5525ee65925b0d0a76a86b90c6915b7b0a38740f",
          "url": "https://github.com/SFCMM/Common/commit/26b3e33f6e6d585a069c9a5dd9e72733f384904e"
        },
        "date": 1638021308580,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.9451978662771725,
            "unit": "ns/iter",
            "extra": "iterations: 234037329\ncpu: 2.9412123140407225 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 4.003393701835866,
            "unit": "ns/iter",
            "extra": "iterations: 176603906\ncpu: 4.003188406263222 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.764090166348842,
            "unit": "ns/iter",
            "extra": "iterations: 145727804\ncpu: 4.763562531965417 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 6.789649610037499,
            "unit": "ns/iter",
            "extra": "iterations: 102420257\ncpu: 6.789500528201172 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 8.949063107737675,
            "unit": "ns/iter",
            "extra": "iterations: 78954169\ncpu: 8.948557434630214 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 11.311847866548735,
            "unit": "ns/iter",
            "extra": "iterations: 61955973\ncpu: 11.311550752338281 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 13.938701042350255,
            "unit": "ns/iter",
            "extra": "iterations: 50884030\ncpu: 13.891479448463487 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 17.03882378984913,
            "unit": "ns/iter",
            "extra": "iterations: 40971760\ncpu: 17.037638632072433 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 20.59393852391132,
            "unit": "ns/iter",
            "extra": "iterations: 34028840\ncpu: 20.590271369814577 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 23.626607216570058,
            "unit": "ns/iter",
            "extra": "iterations: 29702671\ncpu: 23.624202214002917 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.381595852162629,
            "unit": "ns/iter",
            "extra": "iterations: 291259636\ncpu: 2.381488666009321 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.9798798083890645,
            "unit": "ns/iter",
            "extra": "iterations: 176780225\ncpu: 3.979599748784121 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 6.749275531445642,
            "unit": "ns/iter",
            "extra": "iterations: 103669786\ncpu: 6.748986054625396 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 10.386281501820504,
            "unit": "ns/iter",
            "extra": "iterations: 67512288\ncpu: 10.385304494494383 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 13.9048452908639,
            "unit": "ns/iter",
            "extra": "iterations: 50148816\ncpu: 13.904730412777832 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 17.533542279955476,
            "unit": "ns/iter",
            "extra": "iterations: 39624155\ncpu: 17.531960946548875 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 22.201998056139654,
            "unit": "ns/iter",
            "extra": "iterations: 32013615\ncpu: 22.20121866899441 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 26.304375863530854,
            "unit": "ns/iter",
            "extra": "iterations: 26804218\ncpu: 26.303220672209033 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 29.60871194988368,
            "unit": "ns/iter",
            "extra": "iterations: 23508239\ncpu: 29.607844169016655 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 34.225238061206554,
            "unit": "ns/iter",
            "extra": "iterations: 20442957\ncpu: 34.22438290116255 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.9830559834584256,
            "unit": "ns/iter",
            "extra": "iterations: 174972917\ncpu: 3.9828785274237557 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 3.205489739011985,
            "unit": "ns/iter",
            "extra": "iterations: 217928575\ncpu: 3.204653120867695 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.851501995692153,
            "unit": "ns/iter",
            "extra": "iterations: 71552369\ncpu: 8.849837983701164 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 17.065813191839815,
            "unit": "ns/iter",
            "extra": "iterations: 41779010\ncpu: 17.064972362916212 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 155.58500924622362,
            "unit": "ns/iter",
            "extra": "iterations: 4507245\ncpu: 155.56951840869579 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "99a7f093e597d218ca61586a3d2cb39468cbd252",
          "message": "fix",
          "timestamp": "2021-12-01T02:52:49+01:00",
          "tree_id": "57ee94a852b017faaaa6d44bace511bad6c4b50a",
          "url": "https://github.com/SFCMM/Common/commit/99a7f093e597d218ca61586a3d2cb39468cbd252"
        },
        "date": 1638372619761,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 1.5783301864067594,
            "unit": "ns/iter",
            "extra": "iterations: 445811163\ncpu: 1.5780549487945414 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.2997637409937144,
            "unit": "ns/iter",
            "extra": "iterations: 209479845\ncpu: 3.299394750841066 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 5.6923747922286125,
            "unit": "ns/iter",
            "extra": "iterations: 127689019\ncpu: 5.692055242432399 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 7.73626427754785,
            "unit": "ns/iter",
            "extra": "iterations: 90748776\ncpu: 7.735978841191204 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 9.931689039768743,
            "unit": "ns/iter",
            "extra": "iterations: 71983983\ncpu: 9.930993079391014 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 13.156707206995332,
            "unit": "ns/iter",
            "extra": "iterations: 53819988\ncpu: 13.155456779366064 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 15.671268180465018,
            "unit": "ns/iter",
            "extra": "iterations: 44262825\ncpu: 15.669598607861115 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 18.45211697790287,
            "unit": "ns/iter",
            "extra": "iterations: 38462683\ncpu: 18.45135015672204 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 20.26893369471684,
            "unit": "ns/iter",
            "extra": "iterations: 34255068\ncpu: 20.267938425928673 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 24.70947731555116,
            "unit": "ns/iter",
            "extra": "iterations: 28137493\ncpu: 24.70780328581509 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 1.2761463443328656,
            "unit": "ns/iter",
            "extra": "iterations: 540054312\ncpu: 1.2760263693626446 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 2.1270417308037968,
            "unit": "ns/iter",
            "extra": "iterations: 333643274\ncpu: 2.1268481078386734 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.49993104198753,
            "unit": "ns/iter",
            "extra": "iterations: 127998179\ncpu: 5.499700577771496 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.218609971276695,
            "unit": "ns/iter",
            "extra": "iterations: 87869249\ncpu: 8.217908918283797 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.143729341029474,
            "unit": "ns/iter",
            "extra": "iterations: 60828902\ncpu: 11.143196781687749 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 13.278241436707988,
            "unit": "ns/iter",
            "extra": "iterations: 51477135\ncpu: 13.277136169291476 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.13226272325594,
            "unit": "ns/iter",
            "extra": "iterations: 38588590\ncpu: 18.13124957403211 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 21.86043106602025,
            "unit": "ns/iter",
            "extra": "iterations: 32443151\ncpu: 21.85897627514662 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 25.500692230108417,
            "unit": "ns/iter",
            "extra": "iterations: 27744387\ncpu: 25.49960364955982 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 29.335472523498794,
            "unit": "ns/iter",
            "extra": "iterations: 23710842\ncpu: 29.33428340503476 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.8854856217303677,
            "unit": "ns/iter",
            "extra": "iterations: 180712949\ncpu: 3.8853406791563136 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 3.126733445401021,
            "unit": "ns/iter",
            "extra": "iterations: 221671966\ncpu: 3.1265782972304295 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 20.803768047096593,
            "unit": "ns/iter",
            "extra": "iterations: 77682787\ncpu: 20.80092839614519 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 26.25711091647601,
            "unit": "ns/iter",
            "extra": "iterations: 25150204\ncpu: 26.255289976971955 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 767.9898605159001,
            "unit": "ns/iter",
            "extra": "iterations: 925195\ncpu: 767.9627332616399 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "99a7f093e597d218ca61586a3d2cb39468cbd252",
          "message": "fix",
          "timestamp": "2021-12-01T02:52:49+01:00",
          "tree_id": "57ee94a852b017faaaa6d44bace511bad6c4b50a",
          "url": "https://github.com/SFCMM/Common/commit/99a7f093e597d218ca61586a3d2cb39468cbd252"
        },
        "date": 1638373162074,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.455717237571902,
            "unit": "ns/iter",
            "extra": "iterations: 284948890\ncpu: 2.455629162127987 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.3483077204787994,
            "unit": "ns/iter",
            "extra": "iterations: 209095658\ncpu: 3.348266103163175 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.040815154903625,
            "unit": "ns/iter",
            "extra": "iterations: 173298154\ncpu: 4.040724634608628 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.759312544421057,
            "unit": "ns/iter",
            "extra": "iterations: 121572306\ncpu: 5.759204773166022 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.707175266471451,
            "unit": "ns/iter",
            "extra": "iterations: 91203679\ncpu: 7.706548405794024 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.591726127910016,
            "unit": "ns/iter",
            "extra": "iterations: 72965595\ncpu: 9.590915745975897 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.64567838750923,
            "unit": "ns/iter",
            "extra": "iterations: 60065080\ncpu: 11.644811377925413 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.255552767872887,
            "unit": "ns/iter",
            "extra": "iterations: 49108887\ncpu: 14.254526802857495 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.300789817763462,
            "unit": "ns/iter",
            "extra": "iterations: 40431352\ncpu: 17.299843151423676 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 20.05803362240446,
            "unit": "ns/iter",
            "extra": "iterations: 34922428\ncpu: 20.057036956307858 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.0096858655255,
            "unit": "ns/iter",
            "extra": "iterations: 348477066\ncpu: 2.0096611723653592 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.34813466048903,
            "unit": "ns/iter",
            "extra": "iterations: 209073977\ncpu: 3.348033739273065 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.692196599971572,
            "unit": "ns/iter",
            "extra": "iterations: 122996091\ncpu: 5.691951868616697 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.70545418731635,
            "unit": "ns/iter",
            "extra": "iterations: 80436163\ncpu: 8.704738327709636 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.720119443782524,
            "unit": "ns/iter",
            "extra": "iterations: 59725503\ncpu: 11.71961247442319 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.730404067905871,
            "unit": "ns/iter",
            "extra": "iterations: 47478183\ncpu: 14.729473724805347 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.766090428464853,
            "unit": "ns/iter",
            "extra": "iterations: 37270698\ncpu: 18.76514137191634 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 21.94283387742019,
            "unit": "ns/iter",
            "extra": "iterations: 31790874\ncpu: 21.941791219706648 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.921750606616264,
            "unit": "ns/iter",
            "extra": "iterations: 28138429\ncpu: 24.920691947656383 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.556964111160095,
            "unit": "ns/iter",
            "extra": "iterations: 24499092\ncpu: 28.5558123133707 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.3482663137834967,
            "unit": "ns/iter",
            "extra": "iterations: 209079963\ncpu: 3.3481898932610745 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.6815484687971933,
            "unit": "ns/iter",
            "extra": "iterations: 260931212\ncpu: 2.681373825067742 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.428405397486679,
            "unit": "ns/iter",
            "extra": "iterations: 90458104\ncpu: 7.42816219097406 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.286093430518946,
            "unit": "ns/iter",
            "extra": "iterations: 50092433\ncpu: 14.285758150337783 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 169.81614905102984,
            "unit": "ns/iter",
            "extra": "iterations: 4166734\ncpu: 169.8024049531364 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "288a45c03c2d48f552e29fa9d639a0db23f4e906",
          "message": "add lowercase solvertypes",
          "timestamp": "2021-12-02T13:47:04+01:00",
          "tree_id": "8d941ff6a970b72280e620b109dfedab73336975",
          "url": "https://github.com/SFCMM/Common/commit/288a45c03c2d48f552e29fa9d639a0db23f4e906"
        },
        "date": 1638449664286,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.453634402372986,
            "unit": "ns/iter",
            "extra": "iterations: 285190932\ncpu: 2.453545710913417 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.3633079600500735,
            "unit": "ns/iter",
            "extra": "iterations: 208188403\ncpu: 3.3631144046001444 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.092044299047171,
            "unit": "ns/iter",
            "extra": "iterations: 173307746\ncpu: 4.039461784933721 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.680467239014693,
            "unit": "ns/iter",
            "extra": "iterations: 120443966\ncpu: 5.6791729276002085 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.5161462478513545,
            "unit": "ns/iter",
            "extra": "iterations: 92669177\ncpu: 7.516035067409739 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.585527267740416,
            "unit": "ns/iter",
            "extra": "iterations: 73035608\ncpu: 9.58460441651968 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.668967180528698,
            "unit": "ns/iter",
            "extra": "iterations: 60109469\ncpu: 11.668433454303173 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.246003519356274,
            "unit": "ns/iter",
            "extra": "iterations: 49132854\ncpu: 14.241158411029812 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.283192541525374,
            "unit": "ns/iter",
            "extra": "iterations: 40441510\ncpu: 17.28229264931007 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 20.025283609295588,
            "unit": "ns/iter",
            "extra": "iterations: 34932829\ncpu: 20.02442776678636 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.008020904209684,
            "unit": "ns/iter",
            "extra": "iterations: 348669293\ncpu: 2.007899869748499 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.3466383478777506,
            "unit": "ns/iter",
            "extra": "iterations: 209179378\ncpu: 3.346435168193301 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.689462677182673,
            "unit": "ns/iter",
            "extra": "iterations: 123027141\ncpu: 5.689245432436742 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.700046889020022,
            "unit": "ns/iter",
            "extra": "iterations: 80436742\ncpu: 8.6994041603525 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.711845494062251,
            "unit": "ns/iter",
            "extra": "iterations: 59758014\ncpu: 11.71108578005957 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.74001891507742,
            "unit": "ns/iter",
            "extra": "iterations: 47553598\ncpu: 14.731245572627342 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.488967052442927,
            "unit": "ns/iter",
            "extra": "iterations: 37759855\ncpu: 18.488193347140754 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 22.090031466461763,
            "unit": "ns/iter",
            "extra": "iterations: 31697240\ncpu: 22.088804198725228 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.90024863540599,
            "unit": "ns/iter",
            "extra": "iterations: 28095355\ncpu: 24.89893179851254 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.502486107251126,
            "unit": "ns/iter",
            "extra": "iterations: 24568932\ncpu: 28.501297532998073 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.3460031141453404,
            "unit": "ns/iter",
            "extra": "iterations: 209179704\ncpu: 3.3458204960458384 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.689159626191202,
            "unit": "ns/iter",
            "extra": "iterations: 260546209\ncpu: 2.6877515112875754 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.4182308139218485,
            "unit": "ns/iter",
            "extra": "iterations: 90284658\ncpu: 7.4176968140035475 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.283235761826766,
            "unit": "ns/iter",
            "extra": "iterations: 50224191\ncpu: 14.282707948446575 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 171.09933310694876,
            "unit": "ns/iter",
            "extra": "iterations: 4146392\ncpu: 171.0942904095894 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "e2687ffbd23162a701ee976a7f8cfe778d969b7c",
          "message": "oppositeDir function which includes diagonals",
          "timestamp": "2021-12-12T15:50:51+01:00",
          "tree_id": "82a30b0c41263adb339e77a333b49babb83a2244",
          "url": "https://github.com/SFCMM/Common/commit/e2687ffbd23162a701ee976a7f8cfe778d969b7c"
        },
        "date": 1639479291523,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 1.6770324628551407,
            "unit": "ns/iter",
            "extra": "iterations: 425163096\ncpu: 1.6768381515407913 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 2.078487061095401,
            "unit": "ns/iter",
            "extra": "iterations: 341567051\ncpu: 2.0783652811992104 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 3.3838549937168305,
            "unit": "ns/iter",
            "extra": "iterations: 193845945\ncpu: 3.3836137248060556 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.828463032129675,
            "unit": "ns/iter",
            "extra": "iterations: 121980546\ncpu: 5.828153941858891 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 10.251876305913044,
            "unit": "ns/iter",
            "extra": "iterations: 70670379\ncpu: 10.251251093474389 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 13.3855159670978,
            "unit": "ns/iter",
            "extra": "iterations: 53354187\ncpu: 13.384674008808341 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 17.899515055915398,
            "unit": "ns/iter",
            "extra": "iterations: 39931614\ncpu: 17.899031078483333 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 20.721850425130842,
            "unit": "ns/iter",
            "extra": "iterations: 34753873\ncpu: 20.72127903557683 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 26.410160722179953,
            "unit": "ns/iter",
            "extra": "iterations: 27136516\ncpu: 26.40798103927563 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 31.74488358973689,
            "unit": "ns/iter",
            "extra": "iterations: 21486207\ncpu: 31.740292737568787 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 1.453705356580087,
            "unit": "ns/iter",
            "extra": "iterations: 450499733\ncpu: 1.4536130701768917 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 2.3997464338197627,
            "unit": "ns/iter",
            "extra": "iterations: 300300300\ncpu: 2.3996256413996266 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 4.829860528261478,
            "unit": "ns/iter",
            "extra": "iterations: 145525396\ncpu: 4.8296546123124795 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.857624370273943,
            "unit": "ns/iter",
            "extra": "iterations: 80719650\ncpu: 8.857351338862346 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 12.511530810716067,
            "unit": "ns/iter",
            "extra": "iterations: 53850420\ncpu: 12.510988772232412 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 15.862080652435132,
            "unit": "ns/iter",
            "extra": "iterations: 46093388\ncpu: 15.861804300434574 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 20.373601449376032,
            "unit": "ns/iter",
            "extra": "iterations: 34792895\ncpu: 20.373725727623448 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 24.000876366644864,
            "unit": "ns/iter",
            "extra": "iterations: 28709445\ncpu: 23.985336532977218 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 28.537146658607554,
            "unit": "ns/iter",
            "extra": "iterations: 24401118\ncpu: 28.535487595281495 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 33.130979626910076,
            "unit": "ns/iter",
            "extra": "iterations: 21160413\ncpu: 33.13037415668597 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 4.429049595792716,
            "unit": "ns/iter",
            "extra": "iterations: 158259937\ncpu: 4.428726646087323 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 3.408584902809086,
            "unit": "ns/iter",
            "extra": "iterations: 206224443\ncpu: 3.4082196551259343 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 10.448389123049665,
            "unit": "ns/iter",
            "extra": "iterations: 72621717\ncpu: 10.447698448110241 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 30.5618492569635,
            "unit": "ns/iter",
            "extra": "iterations: 36047927\ncpu: 30.560217790054818 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 857.7740578682473,
            "unit": "ns/iter",
            "extra": "iterations: 802409\ncpu: 857.7542126272253 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "e2687ffbd23162a701ee976a7f8cfe778d969b7c",
          "message": "oppositeDir function which includes diagonals",
          "timestamp": "2021-12-12T15:50:51+01:00",
          "tree_id": "82a30b0c41263adb339e77a333b49babb83a2244",
          "url": "https://github.com/SFCMM/Common/commit/e2687ffbd23162a701ee976a7f8cfe778d969b7c"
        },
        "date": 1639480864654,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.4544519689745474,
            "unit": "ns/iter",
            "extra": "iterations: 284894719\ncpu: 2.4543726273845046 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.34833380748162,
            "unit": "ns/iter",
            "extra": "iterations: 209108279\ncpu: 3.348061604007558 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.031641376418062,
            "unit": "ns/iter",
            "extra": "iterations: 173766777\ncpu: 4.030818273161619 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.7505966820570755,
            "unit": "ns/iter",
            "extra": "iterations: 121806495\ncpu: 5.750324726115796 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.590511491501427,
            "unit": "ns/iter",
            "extra": "iterations: 91873765\ncpu: 7.59037794957027 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.561291215938502,
            "unit": "ns/iter",
            "extra": "iterations: 73394726\ncpu: 9.560501663293904 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.670825086254013,
            "unit": "ns/iter",
            "extra": "iterations: 59948496\ncpu: 11.670177680520954 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.248861099031776,
            "unit": "ns/iter",
            "extra": "iterations: 49143430\ncpu: 14.247674612862786 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.322917476629353,
            "unit": "ns/iter",
            "extra": "iterations: 40421095\ncpu: 17.321774682254414 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 20.01974377141545,
            "unit": "ns/iter",
            "extra": "iterations: 34971586\ncpu: 20.018214215391865 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.008154531838386,
            "unit": "ns/iter",
            "extra": "iterations: 348628843\ncpu: 2.0080871507237847 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.3471047209704063,
            "unit": "ns/iter",
            "extra": "iterations: 209147890\ncpu: 3.3469187759914782 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.689522774240548,
            "unit": "ns/iter",
            "extra": "iterations: 123047067\ncpu: 5.689285547944022 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.701573553398186,
            "unit": "ns/iter",
            "extra": "iterations: 80441185\ncpu: 8.700928510687659 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.714418563205042,
            "unit": "ns/iter",
            "extra": "iterations: 59769291\ncpu: 11.713456664560411 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.75356599806408,
            "unit": "ns/iter",
            "extra": "iterations: 47444922\ncpu: 14.752775860818156 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.2708172394997,
            "unit": "ns/iter",
            "extra": "iterations: 38191387\ncpu: 18.269200330430493 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 21.88429973159711,
            "unit": "ns/iter",
            "extra": "iterations: 31944887\ncpu: 21.883210918855337 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.937748551153923,
            "unit": "ns/iter",
            "extra": "iterations: 28093563\ncpu: 24.935826046699678 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.607791912329873,
            "unit": "ns/iter",
            "extra": "iterations: 24447734\ncpu: 28.605555017900656 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.3468721397023615,
            "unit": "ns/iter",
            "extra": "iterations: 209132518\ncpu: 3.346586206168092 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.683544555406932,
            "unit": "ns/iter",
            "extra": "iterations: 260902656\ncpu: 2.68333220800941 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.436862842479252,
            "unit": "ns/iter",
            "extra": "iterations: 89746351\ncpu: 7.4367502696572005 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.114607722226642,
            "unit": "ns/iter",
            "extra": "iterations: 50665565\ncpu: 14.11403188733806 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 170.86451122989664,
            "unit": "ns/iter",
            "extra": "iterations: 4804007\ncpu: 170.85408077049055 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "27726fca6b1b31aaa44c7d81c93aac05b8f53099",
          "message": "fxi unit test",
          "timestamp": "2021-12-17T17:42:51+01:00",
          "tree_id": "7d41f6ab567d62f8d023cb470ae7be437633e9ce",
          "url": "https://github.com/SFCMM/Common/commit/27726fca6b1b31aaa44c7d81c93aac05b8f53099"
        },
        "date": 1639759600695,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.79588926704165,
            "unit": "ns/iter",
            "extra": "iterations: 251867054\ncpu: 2.785495319288564 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.6687421393818886,
            "unit": "ns/iter",
            "extra": "iterations: 186560551\ncpu: 3.668373063499367 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.223354669721575,
            "unit": "ns/iter",
            "extra": "iterations: 164485820\ncpu: 4.2226788911044135 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.980818082751655,
            "unit": "ns/iter",
            "extra": "iterations: 109303099\ncpu: 5.979972260438839 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.958170777312301,
            "unit": "ns/iter",
            "extra": "iterations: 83152872\ncpu: 7.9569638917583045 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 10.597409799339667,
            "unit": "ns/iter",
            "extra": "iterations: 73564262\ncpu: 10.595975257659765 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 12.025771153413546,
            "unit": "ns/iter",
            "extra": "iterations: 58495170\ncpu: 12.02430217742763 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 15.142786718549699,
            "unit": "ns/iter",
            "extra": "iterations: 47015017\ncpu: 15.141360046727206 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 18.00970265001557,
            "unit": "ns/iter",
            "extra": "iterations: 39427579\ncpu: 18.007867031348813 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 20.67935230720088,
            "unit": "ns/iter",
            "extra": "iterations: 34881907\ncpu: 20.677258270311885 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.160184590044033,
            "unit": "ns/iter",
            "extra": "iterations: 322684142\ncpu: 2.15994903152074 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.813828080785212,
            "unit": "ns/iter",
            "extra": "iterations: 193736285\ncpu: 3.813391487299347 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 6.510819946291681,
            "unit": "ns/iter",
            "extra": "iterations: 113629723\ncpu: 6.509999148726252 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 10.135944493172852,
            "unit": "ns/iter",
            "extra": "iterations: 69128361\ncpu: 10.134242876089607 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 13.02406099543328,
            "unit": "ns/iter",
            "extra": "iterations: 50892990\ncpu: 13.021850356994156 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 16.704554334910853,
            "unit": "ns/iter",
            "extra": "iterations: 43676542\ncpu: 16.70211895438061 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 20.89488932337599,
            "unit": "ns/iter",
            "extra": "iterations: 35223653\ncpu: 20.889326839552965 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 25.127754104021484,
            "unit": "ns/iter",
            "extra": "iterations: 27525558\ncpu: 25.123864882230553 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 26.102719754044394,
            "unit": "ns/iter",
            "extra": "iterations: 25831049\ncpu: 26.099319466274906 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 32.012497774271125,
            "unit": "ns/iter",
            "extra": "iterations: 22200593\ncpu: 32.00705494668537 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.817087906541039,
            "unit": "ns/iter",
            "extra": "iterations: 180429065\ncpu: 3.8158491815052034 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 3.0411424011135444,
            "unit": "ns/iter",
            "extra": "iterations: 226053141\ncpu: 3.037119046268861 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 9.153330256796153,
            "unit": "ns/iter",
            "extra": "iterations: 75727989\ncpu: 9.139284023506802 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 17.52830087812643,
            "unit": "ns/iter",
            "extra": "iterations: 40441996\ncpu: 17.526006876614126 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 177.5286090688605,
            "unit": "ns/iter",
            "extra": "iterations: 4142218\ncpu: 177.4993010990738 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "57509887b3ffa073360ce47d9387d88216646671",
          "message": "add solver definitions",
          "timestamp": "2021-12-20T22:20:23+01:00",
          "tree_id": "f5e95faa82ba48fdbf4502181a9424922de49feb",
          "url": "https://github.com/SFCMM/Common/commit/57509887b3ffa073360ce47d9387d88216646671"
        },
        "date": 1640038455582,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.904192001472639,
            "unit": "ns/iter",
            "extra": "iterations: 238676586\ncpu: 2.9030819973267095 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.9654591409127544,
            "unit": "ns/iter",
            "extra": "iterations: 174518155\ncpu: 3.9651416209390944 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.726280474441982,
            "unit": "ns/iter",
            "extra": "iterations: 151041691\ncpu: 4.7112402892788054 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 6.662715414626378,
            "unit": "ns/iter",
            "extra": "iterations: 103889011\ncpu: 6.662207035544886 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 8.726073545865875,
            "unit": "ns/iter",
            "extra": "iterations: 81101309\ncpu: 8.72577777998626 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 10.985296317285588,
            "unit": "ns/iter",
            "extra": "iterations: 64007842\ncpu: 10.984788395146955 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 13.803574477717573,
            "unit": "ns/iter",
            "extra": "iterations: 50980315\ncpu: 13.80319442906541 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 16.862366569740495,
            "unit": "ns/iter",
            "extra": "iterations: 41256946\ncpu: 16.86120441391856 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 19.58829678576353,
            "unit": "ns/iter",
            "extra": "iterations: 35369702\ncpu: 19.58694478115761 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 22.70899350987325,
            "unit": "ns/iter",
            "extra": "iterations: 31085372\ncpu: 22.70690857423226 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.3379941504697572,
            "unit": "ns/iter",
            "extra": "iterations: 300040163\ncpu: 2.337702036243724 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 4.0036321807256865,
            "unit": "ns/iter",
            "extra": "iterations: 183843275\ncpu: 4.003334361836188 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 6.583512418194605,
            "unit": "ns/iter",
            "extra": "iterations: 102418391\ncpu: 6.583027651742731 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 9.927101581721569,
            "unit": "ns/iter",
            "extra": "iterations: 69830939\ncpu: 9.926704551402352 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 13.361244397499847,
            "unit": "ns/iter",
            "extra": "iterations: 52884870\ncpu: 13.360821346445597 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 16.62603232890054,
            "unit": "ns/iter",
            "extra": "iterations: 40721397\ncpu: 16.6252989797968 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 21.03085983957019,
            "unit": "ns/iter",
            "extra": "iterations: 32778103\ncpu: 21.0245052924509 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 24.9606525184505,
            "unit": "ns/iter",
            "extra": "iterations: 28255201\ncpu: 24.95913938110011 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 28.10631369208339,
            "unit": "ns/iter",
            "extra": "iterations: 24494606\ncpu: 28.105171399776747 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 32.58746987151105,
            "unit": "ns/iter",
            "extra": "iterations: 21847677\ncpu: 32.585748132398756 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.846000695310349,
            "unit": "ns/iter",
            "extra": "iterations: 178740320\ncpu: 3.8458843533456624 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 3.165218973133836,
            "unit": "ns/iter",
            "extra": "iterations: 224209286\ncpu: 3.165047321010588 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.883089029047845,
            "unit": "ns/iter",
            "extra": "iterations: 72861186\ncpu: 8.88268137716014 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 16.574639580823405,
            "unit": "ns/iter",
            "extra": "iterations: 41867431\ncpu: 16.57357959221329 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 150.50383456414284,
            "unit": "ns/iter",
            "extra": "iterations: 4594264\ncpu: 150.49429027152115 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "ca96d09e0af2a95c91d4b63f34b4468b40276926",
          "message": "cleanup and documentation",
          "timestamp": "2022-01-01T13:37:00+01:00",
          "tree_id": "f9e711d23b4a61884a711f5c956d872d4615fca7",
          "url": "https://github.com/SFCMM/Common/commit/ca96d09e0af2a95c91d4b63f34b4468b40276926"
        },
        "date": 1641040852357,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.8896817991453703,
            "unit": "ns/iter",
            "extra": "iterations: 248022464\ncpu: 2.889519717052726 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.929259098750979,
            "unit": "ns/iter",
            "extra": "iterations: 178234738\ncpu: 3.9291005101373693 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.69515237473686,
            "unit": "ns/iter",
            "extra": "iterations: 146752247\ncpu: 4.694775814914778 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 6.58151277301399,
            "unit": "ns/iter",
            "extra": "iterations: 106230253\ncpu: 6.581129953630062 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 8.724641069488612,
            "unit": "ns/iter",
            "extra": "iterations: 80852976\ncpu: 8.724121669930865 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 11.033189657133123,
            "unit": "ns/iter",
            "extra": "iterations: 63525483\ncpu: 11.032552086223417 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 13.259324232270211,
            "unit": "ns/iter",
            "extra": "iterations: 51529658\ncpu: 13.258118266571845 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 16.320179868149197,
            "unit": "ns/iter",
            "extra": "iterations: 42161995\ncpu: 16.319106816458763 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 19.666171996127897,
            "unit": "ns/iter",
            "extra": "iterations: 35062394\ncpu: 19.665126117743128 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 24.070075602770316,
            "unit": "ns/iter",
            "extra": "iterations: 30316614\ncpu: 24.06829469808205 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.311311207338923,
            "unit": "ns/iter",
            "extra": "iterations: 310922070\ncpu: 2.3111717350910457 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.828067123639809,
            "unit": "ns/iter",
            "extra": "iterations: 183588018\ncpu: 3.8276484906547705 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 6.463348042852965,
            "unit": "ns/iter",
            "extra": "iterations: 106204465\ncpu: 6.4629344915018425 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 9.832658507423353,
            "unit": "ns/iter",
            "extra": "iterations: 71044496\ncpu: 9.832162086138235 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 13.365051702082766,
            "unit": "ns/iter",
            "extra": "iterations: 51137592\ncpu: 13.364788471072316 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 16.6295958157358,
            "unit": "ns/iter",
            "extra": "iterations: 41422815\ncpu: 16.62754209244348 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 21.143075686080167,
            "unit": "ns/iter",
            "extra": "iterations: 33399735\ncpu: 21.141694687098575 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 25.16527304992088,
            "unit": "ns/iter",
            "extra": "iterations: 27903176\ncpu: 25.162501214915522 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 29.01863754304796,
            "unit": "ns/iter",
            "extra": "iterations: 24613974\ncpu: 29.01724036923089 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 32.4876342317897,
            "unit": "ns/iter",
            "extra": "iterations: 21446019\ncpu: 32.484695644445836 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.808771010944091,
            "unit": "ns/iter",
            "extra": "iterations: 184881744\ncpu: 3.808655115239486 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 3.127891135489885,
            "unit": "ns/iter",
            "extra": "iterations: 230554916\ncpu: 3.1277316160111823 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.502522083816713,
            "unit": "ns/iter",
            "extra": "iterations: 77326534\ncpu: 8.50185914190853 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 16.409926257486617,
            "unit": "ns/iter",
            "extra": "iterations: 45114546\ncpu: 16.408862897567474 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 153.07654579794476,
            "unit": "ns/iter",
            "extra": "iterations: 4580369\ncpu: 153.06616126342692 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "a8bd4e44687ae5088e8837a70a7d4372a7dfdb22",
          "message": "add unpacking function for eigen vector",
          "timestamp": "2022-01-05T14:07:31+01:00",
          "tree_id": "f768887c7368637bb09aa1a2fdea0820d98b65c7",
          "url": "https://github.com/SFCMM/Common/commit/a8bd4e44687ae5088e8837a70a7d4372a7dfdb22"
        },
        "date": 1641388824158,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.8546492354945916,
            "unit": "ns/iter",
            "extra": "iterations: 246435140\ncpu: 2.8538738428293953 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.8537668104433727,
            "unit": "ns/iter",
            "extra": "iterations: 182214558\ncpu: 3.8533287773856144 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.680068152177258,
            "unit": "ns/iter",
            "extra": "iterations: 148534653\ncpu: 4.67948984268338 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 6.539408209084822,
            "unit": "ns/iter",
            "extra": "iterations: 108737357\ncpu: 6.539089413401877 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 8.915903838690449,
            "unit": "ns/iter",
            "extra": "iterations: 78582374\ncpu: 8.91550947544548 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 10.970111754383419,
            "unit": "ns/iter",
            "extra": "iterations: 63947380\ncpu: 10.96933603847413 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 13.710439975928308,
            "unit": "ns/iter",
            "extra": "iterations: 51332331\ncpu: 13.709576134385948 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 16.65225424907294,
            "unit": "ns/iter",
            "extra": "iterations: 41332367\ncpu: 16.651274774561074 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 20.2564932403579,
            "unit": "ns/iter",
            "extra": "iterations: 34610339\ncpu: 20.24541568344649 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 23.45042333575717,
            "unit": "ns/iter",
            "extra": "iterations: 29613610\ncpu: 23.448725096332403 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.372132719121521,
            "unit": "ns/iter",
            "extra": "iterations: 291379415\ncpu: 2.371946899543335 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.894318877473256,
            "unit": "ns/iter",
            "extra": "iterations: 177409622\ncpu: 3.8940700747336017 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 6.658793185503334,
            "unit": "ns/iter",
            "extra": "iterations: 107326901\ncpu: 6.658323247402804 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 10.097001226660547,
            "unit": "ns/iter",
            "extra": "iterations: 68870727\ncpu: 10.09675997757364 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 13.751757899216093,
            "unit": "ns/iter",
            "extra": "iterations: 50307776\ncpu: 13.751168407842167 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 16.970615337708438,
            "unit": "ns/iter",
            "extra": "iterations: 41191251\ncpu: 16.96934137785714 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 21.599199110008986,
            "unit": "ns/iter",
            "extra": "iterations: 32852452\ncpu: 21.59782472248952 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 25.619750040838966,
            "unit": "ns/iter",
            "extra": "iterations: 27413118\ncpu: 25.618410134885075 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 28.846203252550918,
            "unit": "ns/iter",
            "extra": "iterations: 24227632\ncpu: 28.843726865258585 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 33.067574386562555,
            "unit": "ns/iter",
            "extra": "iterations: 21630755\ncpu: 33.0658915974038 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.889012778953842,
            "unit": "ns/iter",
            "extra": "iterations: 181117563\ncpu: 3.888002843766172 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 3.1198400088452267,
            "unit": "ns/iter",
            "extra": "iterations: 223902128\ncpu: 3.119769812996162 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.733245926976602,
            "unit": "ns/iter",
            "extra": "iterations: 71827728\ncpu: 8.732509261604374 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 17.059465152904746,
            "unit": "ns/iter",
            "extra": "iterations: 43730704\ncpu: 17.023313871187636 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 155.03260531876214,
            "unit": "ns/iter",
            "extra": "iterations: 4525642\ncpu: 154.9825858961003 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "29aa83ab7b54a1f597569d35256d19485af92491",
          "message": "fix",
          "timestamp": "2022-01-08T21:59:58+01:00",
          "tree_id": "4b53a3fcfef3d625720166964cf6f1c49b5d4e61",
          "url": "https://github.com/SFCMM/Common/commit/29aa83ab7b54a1f597569d35256d19485af92491"
        },
        "date": 1641676019984,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.7333456208863365,
            "unit": "ns/iter",
            "extra": "iterations: 249200689\ncpu: 2.7304836223787485 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.6865714441101844,
            "unit": "ns/iter",
            "extra": "iterations: 195438357\ncpu: 3.6860916713498564 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.491137967761425,
            "unit": "ns/iter",
            "extra": "iterations: 158365989\ncpu: 4.490864512581678 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 6.308401501347782,
            "unit": "ns/iter",
            "extra": "iterations: 108683670\ncpu: 6.307996408292063 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 8.355153800386448,
            "unit": "ns/iter",
            "extra": "iterations: 84403754\ncpu: 8.355024114211792 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 10.899695452569084,
            "unit": "ns/iter",
            "extra": "iterations: 65398680\ncpu: 10.899302554730458 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 13.317063788192385,
            "unit": "ns/iter",
            "extra": "iterations: 53277478\ncpu: 13.316204644671798 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 15.938193171057806,
            "unit": "ns/iter",
            "extra": "iterations: 45817785\ncpu: 15.937180289269765 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 19.167347152108356,
            "unit": "ns/iter",
            "extra": "iterations: 35338008\ncpu: 19.165885071959938 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 22.883312092920256,
            "unit": "ns/iter",
            "extra": "iterations: 30831164\ncpu: 22.881838000018387 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.2489868144534015,
            "unit": "ns/iter",
            "extra": "iterations: 308748976\ncpu: 2.248869644834062 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.831683149071771,
            "unit": "ns/iter",
            "extra": "iterations: 187267370\ncpu: 3.831464071930947 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 6.585405494290529,
            "unit": "ns/iter",
            "extra": "iterations: 104872685\ncpu: 6.585033080825571 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 10.125226594564358,
            "unit": "ns/iter",
            "extra": "iterations: 71409480\ncpu: 10.102802877153023 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 13.79570152719069,
            "unit": "ns/iter",
            "extra": "iterations: 53906820\ncpu: 13.7794438625762 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 17.224026005326472,
            "unit": "ns/iter",
            "extra": "iterations: 39728169\ncpu: 17.22053185990021 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 20.16623583918746,
            "unit": "ns/iter",
            "extra": "iterations: 34530063\ncpu: 20.163913399173364 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 23.482806351277198,
            "unit": "ns/iter",
            "extra": "iterations: 30044350\ncpu: 23.481882616864713 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 28.620644706519666,
            "unit": "ns/iter",
            "extra": "iterations: 24990968\ncpu: 28.619743741018794 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 32.642216809536706,
            "unit": "ns/iter",
            "extra": "iterations: 21698409\ncpu: 32.64097842380976 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.8336002825064983,
            "unit": "ns/iter",
            "extra": "iterations: 182520388\ncpu: 3.8332369751482123 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 3.0890703382901594,
            "unit": "ns/iter",
            "extra": "iterations: 224484743\ncpu: 3.089052693438499 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.392282035373258,
            "unit": "ns/iter",
            "extra": "iterations: 76860912\ncpu: 8.392002946829454 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 16.6064911052365,
            "unit": "ns/iter",
            "extra": "iterations: 42548070\ncpu: 16.60531958323848 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 153.1660155556196,
            "unit": "ns/iter",
            "extra": "iterations: 4504096\ncpu: 153.15461748595095 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "7cc659fee122a89466c58887ba1e5ecf9410bf44",
          "message": "add direction related stuff for cartesian grids",
          "timestamp": "2022-01-22T01:59:12+01:00",
          "tree_id": "d31000f9f693a7f5bd79d49fc912796731bf4fba",
          "url": "https://github.com/SFCMM/Common/commit/7cc659fee122a89466c58887ba1e5ecf9410bf44"
        },
        "date": 1643253321534,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.45469194418658,
            "unit": "ns/iter",
            "extra": "iterations: 285191745\ncpu: 2.454424829161868 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.345586758786746,
            "unit": "ns/iter",
            "extra": "iterations: 209128270\ncpu: 3.3454444011801945 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.042174124192937,
            "unit": "ns/iter",
            "extra": "iterations: 173476916\ncpu: 4.042055947086356 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.674160481349656,
            "unit": "ns/iter",
            "extra": "iterations: 123479657\ncpu: 5.673703806935584 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.545318170922234,
            "unit": "ns/iter",
            "extra": "iterations: 92424615\ncpu: 7.54485371672904 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.515676725155775,
            "unit": "ns/iter",
            "extra": "iterations: 73262527\ncpu: 9.51510040050899 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.685816821094656,
            "unit": "ns/iter",
            "extra": "iterations: 60097444\ncpu: 11.683661621282921 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.244728475351817,
            "unit": "ns/iter",
            "extra": "iterations: 49150676\ncpu: 14.244377839279355 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.3142799303812,
            "unit": "ns/iter",
            "extra": "iterations: 40442277\ncpu: 17.313664114411743 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 19.965939429590563,
            "unit": "ns/iter",
            "extra": "iterations: 35111567\ncpu: 19.96326452761277 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.007640832230379,
            "unit": "ns/iter",
            "extra": "iterations: 348598807\ncpu: 2.0075688325577103 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.3461201486215715,
            "unit": "ns/iter",
            "extra": "iterations: 209242667\ncpu: 3.345868268826835 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.687960943996894,
            "unit": "ns/iter",
            "extra": "iterations: 123082333\ncpu: 5.687652995657792 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.699326437305066,
            "unit": "ns/iter",
            "extra": "iterations: 80477438\ncpu: 8.698874086921101 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.70913205368136,
            "unit": "ns/iter",
            "extra": "iterations: 59787822\ncpu: 11.70870716782422 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.720381421509495,
            "unit": "ns/iter",
            "extra": "iterations: 47539427\ncpu: 14.719771443606136 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.544570028128607,
            "unit": "ns/iter",
            "extra": "iterations: 37868419\ncpu: 18.544133041308076 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 22.076308834157746,
            "unit": "ns/iter",
            "extra": "iterations: 31749286\ncpu: 22.075126350872885 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.92177752917583,
            "unit": "ns/iter",
            "extra": "iterations: 28096709\ncpu: 24.921082394382914 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.539498638182074,
            "unit": "ns/iter",
            "extra": "iterations: 24600557\ncpu: 28.538219683399856 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.346283754658503,
            "unit": "ns/iter",
            "extra": "iterations: 209196643\ncpu: 3.3460355288779664 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.6764960917966407,
            "unit": "ns/iter",
            "extra": "iterations: 260940489\ncpu: 2.6764213659459983 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.416084644517492,
            "unit": "ns/iter",
            "extra": "iterations: 88171759\ncpu: 7.415670362207492 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 14.276122175193754,
            "unit": "ns/iter",
            "extra": "iterations: 49822880\ncpu: 14.275320896744566 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 169.6370560181399,
            "unit": "ns/iter",
            "extra": "iterations: 4343111\ncpu: 169.62375587453295 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "3f9a53c2db6e3cf4679515d92fce66ecc5f1eb0b",
          "message": "fix warning",
          "timestamp": "2022-01-28T02:37:53+01:00",
          "tree_id": "8eefe08e3ccf2a301904a1561f0406f8be8ff786",
          "url": "https://github.com/SFCMM/Common/commit/3f9a53c2db6e3cf4679515d92fce66ecc5f1eb0b"
        },
        "date": 1643376254263,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.1684934286046973,
            "unit": "ns/iter",
            "extra": "iterations: 322651420\ncpu: 2.167012313164467 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 2.9557855390016674,
            "unit": "ns/iter",
            "extra": "iterations: 236848641\ncpu: 2.9553570459371983 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 3.572947259462367,
            "unit": "ns/iter",
            "extra": "iterations: 196610491\ncpu: 3.5724914597766793 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.069480487353659,
            "unit": "ns/iter",
            "extra": "iterations: 137866923\ncpu: 5.0690186216747595 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 6.760690507059454,
            "unit": "ns/iter",
            "extra": "iterations: 103751814\ncpu: 6.760622999806056 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 8.45387497596801,
            "unit": "ns/iter",
            "extra": "iterations: 82650190\ncpu: 8.452858971044106 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 10.271632745474303,
            "unit": "ns/iter",
            "extra": "iterations: 68147811\ncpu: 10.270660050988287 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 12.57716583949383,
            "unit": "ns/iter",
            "extra": "iterations: 55651400\ncpu: 12.57546261190194 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 15.290236107464489,
            "unit": "ns/iter",
            "extra": "iterations: 45871019\ncpu: 15.288733829959186 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 17.717011534097374,
            "unit": "ns/iter",
            "extra": "iterations: 39572839\ncpu: 17.71557001508028 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 1.7724291961142604,
            "unit": "ns/iter",
            "extra": "iterations: 394989056\ncpu: 1.772369865356474 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 2.9535766394703185,
            "unit": "ns/iter",
            "extra": "iterations: 237001886\ncpu: 2.953554977195414 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.022791275402787,
            "unit": "ns/iter",
            "extra": "iterations: 139292117\ncpu: 5.022491689174346 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 7.682208465338453,
            "unit": "ns/iter",
            "extra": "iterations: 91147258\ncpu: 7.681720935587543 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 10.334184893472234,
            "unit": "ns/iter",
            "extra": "iterations: 67723148\ncpu: 10.333564234196565 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 13.000047064211026,
            "unit": "ns/iter",
            "extra": "iterations: 53883831\ncpu: 12.999001500097494 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 16.176748749609803,
            "unit": "ns/iter",
            "extra": "iterations: 43424856\ncpu: 16.17603521817089 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 19.38327296849747,
            "unit": "ns/iter",
            "extra": "iterations: 36233291\ncpu: 19.382901210933337 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 22.013175690060834,
            "unit": "ns/iter",
            "extra": "iterations: 31752872\ncpu: 22.013111128971325 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 25.21126224435517,
            "unit": "ns/iter",
            "extra": "iterations: 27781372\ncpu: 25.21031358710424 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 2.9529204332110823,
            "unit": "ns/iter",
            "extra": "iterations: 237010231\ncpu: 2.952867465033618 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.366527030155723,
            "unit": "ns/iter",
            "extra": "iterations: 295887752\ncpu: 2.3665062013110982 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 6.550304419016995,
            "unit": "ns/iter",
            "extra": "iterations: 102379445\ncpu: 6.549853830522319 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 12.463181343463797,
            "unit": "ns/iter",
            "extra": "iterations: 57441789\ncpu: 12.459143638440704 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 145.14096942412544,
            "unit": "ns/iter",
            "extra": "iterations: 5111612\ncpu: 145.12693842959953 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "22dab8f03fd640a8b062cb163df055694bf779d1",
          "message": "-add function to get a random direction within a cone",
          "timestamp": "2022-02-02T14:54:07+01:00",
          "tree_id": "8e3279ebe10c6dabda9b5c6eaafaaaa702124fdd",
          "url": "https://github.com/SFCMM/Common/commit/22dab8f03fd640a8b062cb163df055694bf779d1"
        },
        "date": 1643810382536,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.423634352552193,
            "unit": "ns/iter",
            "extra": "iterations: 276626922\ncpu: 2.423522248496117 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.4277181562296404,
            "unit": "ns/iter",
            "extra": "iterations: 192653781\ncpu: 3.4058293410810356 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.040588220021891,
            "unit": "ns/iter",
            "extra": "iterations: 173285771\ncpu: 4.038065537417955 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.686183725705538,
            "unit": "ns/iter",
            "extra": "iterations: 113144113\ncpu: 5.680863837785358 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.745721466088689,
            "unit": "ns/iter",
            "extra": "iterations: 93243447\ncpu: 7.736852542570634 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.969571221094258,
            "unit": "ns/iter",
            "extra": "iterations: 65045364\ncpu: 9.968725826486263 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 12.01549064015508,
            "unit": "ns/iter",
            "extra": "iterations: 61601715\ncpu: 12.01481160061859 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.735729532699258,
            "unit": "ns/iter",
            "extra": "iterations: 49110883\ncpu: 14.73460576956029 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 18.04509025798028,
            "unit": "ns/iter",
            "extra": "iterations: 38753360\ncpu: 18.04340578468548 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 23.004298816125612,
            "unit": "ns/iter",
            "extra": "iterations: 31660112\ncpu: 23.00210435136807 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.0729314948188517,
            "unit": "ns/iter",
            "extra": "iterations: 330693455\ncpu: 2.0728792470355972 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.5453220242860692,
            "unit": "ns/iter",
            "extra": "iterations: 192969514\ncpu: 3.545129931767362 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 6.134295683845507,
            "unit": "ns/iter",
            "extra": "iterations: 106685037\ncpu: 6.13414887787873 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 9.068819609828727,
            "unit": "ns/iter",
            "extra": "iterations: 77619606\ncpu: 9.067286427606971 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 12.308254501000919,
            "unit": "ns/iter",
            "extra": "iterations: 60837136\ncpu: 12.30766517345592 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 15.152664732852129,
            "unit": "ns/iter",
            "extra": "iterations: 48873023\ncpu: 15.151765832041919 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 19.775221164532983,
            "unit": "ns/iter",
            "extra": "iterations: 35396046\ncpu: 19.77417477647081 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 22.492466422259767,
            "unit": "ns/iter",
            "extra": "iterations: 32429147\ncpu: 22.490881428364403 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.8784327109809,
            "unit": "ns/iter",
            "extra": "iterations: 28162872\ncpu: 24.87642950619526 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.788565884511108,
            "unit": "ns/iter",
            "extra": "iterations: 24605996\ncpu: 28.786824967377886 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.389054233927177,
            "unit": "ns/iter",
            "extra": "iterations: 204076278\ncpu: 3.3888882469720465 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.7706930052844454,
            "unit": "ns/iter",
            "extra": "iterations: 256252375\ncpu: 2.77053900476045 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.968413042153839,
            "unit": "ns/iter",
            "extra": "iterations: 87448624\ncpu: 7.967396948407086 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 15.1935858656961,
            "unit": "ns/iter",
            "extra": "iterations: 45953107\ncpu: 15.192792078237513 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 132.43278675834216,
            "unit": "ns/iter",
            "extra": "iterations: 5399747\ncpu: 132.42059303889607 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "ac3b16143b2a309f3045bad331f023cc752ca4d1",
          "message": "improve coverage",
          "timestamp": "2022-04-09T00:53:08+02:00",
          "tree_id": "ff0522fc985262522c9a6c778c3f2e9999ca2449",
          "url": "https://github.com/SFCMM/Common/commit/ac3b16143b2a309f3045bad331f023cc752ca4d1"
        },
        "date": 1649458591060,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.0103897609236587,
            "unit": "ns/iter",
            "extra": "iterations: 348680593\ncpu: 2.0102647353246876 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.2527859479518124,
            "unit": "ns/iter",
            "extra": "iterations: 215037578\ncpu: 3.252495710307898 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.820150705542941,
            "unit": "ns/iter",
            "extra": "iterations: 145495511\ncpu: 4.8201830776758445 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.696017379695173,
            "unit": "ns/iter",
            "extra": "iterations: 116405724\ncpu: 5.695245708020337 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 8.187762451552818,
            "unit": "ns/iter",
            "extra": "iterations: 83401345\ncpu: 8.16749777836317 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 11.110742627924573,
            "unit": "ns/iter",
            "extra": "iterations: 62917389\ncpu: 11.11042926463461 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 16.411847418558597,
            "unit": "ns/iter",
            "extra": "iterations: 42792360\ncpu: 16.411233220135546 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 19.96348627972811,
            "unit": "ns/iter",
            "extra": "iterations: 34892966\ncpu: 19.963069347558463 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 26.11028384269877,
            "unit": "ns/iter",
            "extra": "iterations: 26860018\ncpu: 26.104074092578816 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 22.43979853391533,
            "unit": "ns/iter",
            "extra": "iterations: 30816899\ncpu: 22.43945115957324 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 1.2048999445928295,
            "unit": "ns/iter",
            "extra": "iterations: 581159796\ncpu: 1.2047507498264733 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.212317917218584,
            "unit": "ns/iter",
            "extra": "iterations: 217887777\ncpu: 3.2121829394771457 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.62087903335109,
            "unit": "ns/iter",
            "extra": "iterations: 124544080\ncpu: 5.620751303474248 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.509277228685425,
            "unit": "ns/iter",
            "extra": "iterations: 81722142\ncpu: 8.509168788062368 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.089729684054145,
            "unit": "ns/iter",
            "extra": "iterations: 62343973\ncpu: 11.089365446760976 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.934277257520499,
            "unit": "ns/iter",
            "extra": "iterations: 46521674\ncpu: 14.93359417805989 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.726813758616565,
            "unit": "ns/iter",
            "extra": "iterations: 37903955\ncpu: 18.726291227393027 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 22.847985514645874,
            "unit": "ns/iter",
            "extra": "iterations: 30781435\ncpu: 22.84740786126445 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 27.19200063584603,
            "unit": "ns/iter",
            "extra": "iterations: 25389843\ncpu: 27.19207440550135 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 30.474594789792395,
            "unit": "ns/iter",
            "extra": "iterations: 24429851\ncpu: 30.473968097472188 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.613612656650222,
            "unit": "ns/iter",
            "extra": "iterations: 193740360\ncpu: 3.6135253387574946 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.81225353160618,
            "unit": "ns/iter",
            "extra": "iterations: 248968028\ncpu: 2.8115782802440816 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.503215829454309,
            "unit": "ns/iter",
            "extra": "iterations: 96669461\ncpu: 7.502876218581581 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 16.531119038145743,
            "unit": "ns/iter",
            "extra": "iterations: 58096831\ncpu: 16.530782892443842 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 154.15147692954577,
            "unit": "ns/iter",
            "extra": "iterations: 4544428\ncpu: 154.15092944590597 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "6f1ff5b3f733501692c649c53032ab85d399646d",
          "message": "merge",
          "timestamp": "2022-05-02T11:37:22+02:00",
          "tree_id": "3e1b0b831aee9f2072260d9ae88bfe76dac99b94",
          "url": "https://github.com/SFCMM/Common/commit/6f1ff5b3f733501692c649c53032ab85d399646d"
        },
        "date": 1658499852526,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.0101365506884235,
            "unit": "ns/iter",
            "extra": "iterations: 348061299\ncpu: 2.0095560810970827 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.267871927892515,
            "unit": "ns/iter",
            "extra": "iterations: 221798833\ncpu: 3.267286352223504 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.210788439740361,
            "unit": "ns/iter",
            "extra": "iterations: 148725139\ncpu: 4.2099681614686535 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.2298609005567025,
            "unit": "ns/iter",
            "extra": "iterations: 130868029\ncpu: 5.228830182809584 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 8.249828418855214,
            "unit": "ns/iter",
            "extra": "iterations: 84178830\ncpu: 8.248620229100359 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 12.006888387529731,
            "unit": "ns/iter",
            "extra": "iterations: 58089647\ncpu: 11.980551370883699 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 16.15324958794485,
            "unit": "ns/iter",
            "extra": "iterations: 44275075\ncpu: 16.049899407285036 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 19.529613668833765,
            "unit": "ns/iter",
            "extra": "iterations: 35379051\ncpu: 19.52837287806279 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 25.78348893187077,
            "unit": "ns/iter",
            "extra": "iterations: 27142072\ncpu: 25.782843697415554 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 24.526643147885554,
            "unit": "ns/iter",
            "extra": "iterations: 29330318\ncpu: 24.52331065759332 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 1.2055719169616597,
            "unit": "ns/iter",
            "extra": "iterations: 581107691\ncpu: 1.2054664063979812 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.213485513535459,
            "unit": "ns/iter",
            "extra": "iterations: 217887913\ncpu: 3.2133186754604366 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.624682691105741,
            "unit": "ns/iter",
            "extra": "iterations: 124522589\ncpu: 5.624518455844196 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.440914062070407,
            "unit": "ns/iter",
            "extra": "iterations: 82550674\ncpu: 8.440621575058262 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.135108833543688,
            "unit": "ns/iter",
            "extra": "iterations: 64986306\ncpu: 11.134756605491617 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.85987337209945,
            "unit": "ns/iter",
            "extra": "iterations: 47764355\ncpu: 14.859432310977496 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.644006360543038,
            "unit": "ns/iter",
            "extra": "iterations: 37812493\ncpu: 18.642793533872513 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 23.103346057391786,
            "unit": "ns/iter",
            "extra": "iterations: 30454379\ncpu: 23.102694032933623 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 26.64730523310547,
            "unit": "ns/iter",
            "extra": "iterations: 25683446\ncpu: 26.646108937250908 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 30.613952821911045,
            "unit": "ns/iter",
            "extra": "iterations: 22618593\ncpu: 30.613111080782026 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.2179248986990463,
            "unit": "ns/iter",
            "extra": "iterations: 217652555\ncpu: 3.214238858808715 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.814937442092131,
            "unit": "ns/iter",
            "extra": "iterations: 248938632\ncpu: 2.8119677302637403 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.171629541085891,
            "unit": "ns/iter",
            "extra": "iterations: 95070073\ncpu: 7.165617722834815 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 16.463541362729348,
            "unit": "ns/iter",
            "extra": "iterations: 57217731\ncpu: 16.451043820664626 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 154.04761481455247,
            "unit": "ns/iter",
            "extra": "iterations: 4544720\ncpu: 153.90329877308181 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "415cd9bd56b1149a244fee670fa77e2e9943c4ce",
          "message": "merge",
          "timestamp": "2022-08-11T21:48:40+02:00",
          "tree_id": "fe19d5ed0f03b5cab8309bfa2da8458ce4e34108",
          "url": "https://github.com/SFCMM/Common/commit/415cd9bd56b1149a244fee670fa77e2e9943c4ce"
        },
        "date": 1660247625366,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.4601542026441727,
            "unit": "ns/iter",
            "extra": "iterations: 285207431\ncpu: 2.4600495069148463 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 3.349616608794831,
            "unit": "ns/iter",
            "extra": "iterations: 209221153\ncpu: 3.3492502548248564 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 4.030224748582968,
            "unit": "ns/iter",
            "extra": "iterations: 173913043\ncpu: 4.028752461079071 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 5.744507903133854,
            "unit": "ns/iter",
            "extra": "iterations: 121722407\ncpu: 5.744087035676185 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 7.589001209684942,
            "unit": "ns/iter",
            "extra": "iterations: 91744562\ncpu: 7.588453035505263 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 9.548104026293045,
            "unit": "ns/iter",
            "extra": "iterations: 72803594\ncpu: 9.547814356527509 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 11.650423862625962,
            "unit": "ns/iter",
            "extra": "iterations: 60086095\ncpu: 11.649655381998105 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 14.254675213246077,
            "unit": "ns/iter",
            "extra": "iterations: 49165244\ncpu: 14.25355887585954 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 17.310224991032364,
            "unit": "ns/iter",
            "extra": "iterations: 40416544\ncpu: 17.309278101561574 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 19.992675206209217,
            "unit": "ns/iter",
            "extra": "iterations: 35092592\ncpu: 19.99174355658882 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.007422463263853,
            "unit": "ns/iter",
            "extra": "iterations: 348752686\ncpu: 2.0072834650512195 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 3.3454236646878526,
            "unit": "ns/iter",
            "extra": "iterations: 209239978\ncpu: 3.3452675090608146 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 5.687027898509342,
            "unit": "ns/iter",
            "extra": "iterations: 123084498\ncpu: 5.68652357829821 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 8.697881504477886,
            "unit": "ns/iter",
            "extra": "iterations: 80472627\ncpu: 8.69766063434216 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 11.710236168929237,
            "unit": "ns/iter",
            "extra": "iterations: 59761841\ncpu: 11.71009942615387 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 14.740077065907498,
            "unit": "ns/iter",
            "extra": "iterations: 47502457\ncpu: 14.7391597028339 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 18.56148175982921,
            "unit": "ns/iter",
            "extra": "iterations: 37868890\ncpu: 18.560897876858824 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 21.99697740258872,
            "unit": "ns/iter",
            "extra": "iterations: 31969193\ncpu: 21.9949781028254 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 24.954666802762503,
            "unit": "ns/iter",
            "extra": "iterations: 28039143\ncpu: 24.95248160758694 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 28.69474030640367,
            "unit": "ns/iter",
            "extra": "iterations: 24463079\ncpu: 28.6928599625583 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 3.0111348877166777,
            "unit": "ns/iter",
            "extra": "iterations: 232504455\ncpu: 3.0109758542046094 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 2.676658993658402,
            "unit": "ns/iter",
            "extra": "iterations: 261540180\ncpu: 2.6765218254418883 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 9.709614318940316,
            "unit": "ns/iter",
            "extra": "iterations: 91623037\ncpu: 9.709212105684742 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 17.77032220615656,
            "unit": "ns/iter",
            "extra": "iterations: 50660174\ncpu: 17.768916466808808 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 171.094735930913,
            "unit": "ns/iter",
            "extra": "iterations: 4366717\ncpu: 171.0872034986459 ns\nthreads: 1"
          }
        ]
      }
    ],
    "bench-clang": [
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "e2a1109d7c4307933dc5a3a83b562a1e4a1d8638",
          "message": "Update cmake.yml",
          "timestamp": "2021-08-10T21:27:02+02:00",
          "tree_id": "3a244cef1912a54ada6c11e986e813b8932eb78d",
          "url": "https://github.com/SFCMM/Common/commit/e2a1109d7c4307933dc5a3a83b562a1e4a1d8638"
        },
        "date": 1628623801562,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.029080192456821,
            "unit": "ns/iter",
            "extra": "iterations: 223107705\ncpu: 3.0213613017085175 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.605796584815711,
            "unit": "ns/iter",
            "extra": "iterations: 116349682\ncpu: 6.5984793581129 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.764867003786112,
            "unit": "ns/iter",
            "extra": "iterations: 58433092\ncpu: 11.764496665690737 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.840217725369524,
            "unit": "ns/iter",
            "extra": "iterations: 42340679\ncpu: 16.83963929817941 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 21.86701041951595,
            "unit": "ns/iter",
            "extra": "iterations: 32086619\ncpu: 21.866365976421505 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.197879976203165,
            "unit": "ns/iter",
            "extra": "iterations: 24890381\ncpu: 29.196670954936376 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 34.143120789749105,
            "unit": "ns/iter",
            "extra": "iterations: 21602487\ncpu: 34.14172270998243 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.378895916853196,
            "unit": "ns/iter",
            "extra": "iterations: 16941840\ncpu: 40.37727253946446 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 46.77560465272347,
            "unit": "ns/iter",
            "extra": "iterations: 14753510\ncpu: 46.77540476808568 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 53.47180630000139,
            "unit": "ns/iter",
            "extra": "iterations: 10000000\ncpu: 53.46663930000002 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.336679595997896,
            "unit": "ns/iter",
            "extra": "iterations: 305009330\ncpu: 2.336571487829568 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.196819739999796,
            "unit": "ns/iter",
            "extra": "iterations: 100000000\ncpu: 5.196824029999991 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 9.879210772949383,
            "unit": "ns/iter",
            "extra": "iterations: 66827309\ncpu: 9.878641544581745 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 15.957667356866605,
            "unit": "ns/iter",
            "extra": "iterations: 47361158\ncpu: 15.95733527039184 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.413720764864223,
            "unit": "ns/iter",
            "extra": "iterations: 33377046\ncpu: 21.41323525155582 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.862768973538586,
            "unit": "ns/iter",
            "extra": "iterations: 25090944\ncpu: 27.861773036518656 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 33.43648224283992,
            "unit": "ns/iter",
            "extra": "iterations: 20822870\ncpu: 33.43462212461593 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 39.39476555739374,
            "unit": "ns/iter",
            "extra": "iterations: 16863381\ncpu: 39.39304555830169 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 46.198445867145544,
            "unit": "ns/iter",
            "extra": "iterations: 13584939\ncpu: 46.196878616827036 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 51.3833797467946,
            "unit": "ns/iter",
            "extra": "iterations: 13208812\ncpu: 51.38212724959661 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.009999987734773e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 8.999999749903509e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "81cf8f7b93c39a5b5da5f2abef924f76aa09159a",
          "message": "Update README.md",
          "timestamp": "2021-08-10T21:57:02+02:00",
          "tree_id": "647f375c74e1c886d2f14c3651e7df8c6643d58e",
          "url": "https://github.com/SFCMM/Common/commit/81cf8f7b93c39a5b5da5f2abef924f76aa09159a"
        },
        "date": 1628625657911,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.647232223912193,
            "unit": "ns/iter",
            "extra": "iterations: 192240569\ncpu: 3.6466071841474834 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 8.137476066449002,
            "unit": "ns/iter",
            "extra": "iterations: 86385531\ncpu: 8.136579492693054 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 14.218114047684594,
            "unit": "ns/iter",
            "extra": "iterations: 49073648\ncpu: 14.21666555133623 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 19.165741444487942,
            "unit": "ns/iter",
            "extra": "iterations: 36466196\ncpu: 19.164802383006986 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 26.60975192078666,
            "unit": "ns/iter",
            "extra": "iterations: 26312765\ncpu: 26.607611932839447 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 34.92956976523322,
            "unit": "ns/iter",
            "extra": "iterations: 19926144\ncpu: 34.92578619325447 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 40.80674803130676,
            "unit": "ns/iter",
            "extra": "iterations: 17109316\ncpu: 40.80280211085 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 48.06533007556103,
            "unit": "ns/iter",
            "extra": "iterations: 14584615\ncpu: 48.06028064504956 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 57.308003221994,
            "unit": "ns/iter",
            "extra": "iterations: 12223502\ncpu: 57.30373865034738 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 65.755285849273,
            "unit": "ns/iter",
            "extra": "iterations: 10633296\ncpu: 65.74999539183334 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.813318417988674,
            "unit": "ns/iter",
            "extra": "iterations: 248889095\ncpu: 2.813073284709405 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 6.11842004457681,
            "unit": "ns/iter",
            "extra": "iterations: 114028888\ncpu: 6.1182824215561835 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 12.072808149011918,
            "unit": "ns/iter",
            "extra": "iterations: 57823445\ncpu: 12.072215067780904 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 19.265850343415313,
            "unit": "ns/iter",
            "extra": "iterations: 36528830\ncpu: 19.264763886497324 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 25.96726271109144,
            "unit": "ns/iter",
            "extra": "iterations: 26977799\ncpu: 25.96583898486308 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 33.0517886844418,
            "unit": "ns/iter",
            "extra": "iterations: 21173718\ncpu: 33.0500747672185 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 41.05755500128709,
            "unit": "ns/iter",
            "extra": "iterations: 17041056\ncpu: 41.04666694364482 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 49.85993866052448,
            "unit": "ns/iter",
            "extra": "iterations: 14029139\ncpu: 49.85671857695614 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 57.4521254122386,
            "unit": "ns/iter",
            "extra": "iterations: 12149149\ncpu: 57.44875069027456 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 64.80186751842157,
            "unit": "ns/iter",
            "extra": "iterations: 10863186\ncpu: 64.7960682989318 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 7.999999525054591e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.000000661922968e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 7.999999525054591e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "c7bfacdcce6f93fa685f35a314c3664227c56413",
          "message": "Update README.md",
          "timestamp": "2021-08-10T22:09:14+02:00",
          "tree_id": "7efb06d6946ffcfd7d6bf119f51e833c9a1a5ea9",
          "url": "https://github.com/SFCMM/Common/commit/c7bfacdcce6f93fa685f35a314c3664227c56413"
        },
        "date": 1628672808849,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.5983007654789123,
            "unit": "ns/iter",
            "extra": "iterations: 190108779\ncpu: 3.5878648192254183 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 7.977095694527027,
            "unit": "ns/iter",
            "extra": "iterations: 90097995\ncpu: 7.976385390152134 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 13.952136958405546,
            "unit": "ns/iter",
            "extra": "iterations: 50485634\ncpu: 13.951195502467103 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 18.655069819266096,
            "unit": "ns/iter",
            "extra": "iterations: 37370415\ncpu: 18.65450006375364 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 25.96695364641969,
            "unit": "ns/iter",
            "extra": "iterations: 26769368\ncpu: 25.96648191320766 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 33.613251753049475,
            "unit": "ns/iter",
            "extra": "iterations: 20529797\ncpu: 33.612392221900684 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 39.42678278522255,
            "unit": "ns/iter",
            "extra": "iterations: 17075192\ncpu: 39.42180527164792 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 46.048865546872534,
            "unit": "ns/iter",
            "extra": "iterations: 14935963\ncpu: 46.04481565734997 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 55.65107628018172,
            "unit": "ns/iter",
            "extra": "iterations: 12798015\ncpu: 55.64800408500849 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 62.792974041309684,
            "unit": "ns/iter",
            "extra": "iterations: 11076524\ncpu: 62.78866926122316 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.7635086793443597,
            "unit": "ns/iter",
            "extra": "iterations: 258651450\ncpu: 2.7634804444359378 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.9529785922850875,
            "unit": "ns/iter",
            "extra": "iterations: 115128731\ncpu: 5.952316637625396 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 11.656822858549623,
            "unit": "ns/iter",
            "extra": "iterations: 58943652\ncpu: 11.655994457214813 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 19.13688826177503,
            "unit": "ns/iter",
            "extra": "iterations: 36905553\ncpu: 19.135501993426306 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 25.33677503056745,
            "unit": "ns/iter",
            "extra": "iterations: 27136127\ncpu: 25.334451080657185 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 32.08824042008291,
            "unit": "ns/iter",
            "extra": "iterations: 21700350\ncpu: 32.08377344144224 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 39.75556389538396,
            "unit": "ns/iter",
            "extra": "iterations: 17559640\ncpu: 39.75341305402627 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 49.268486698941636,
            "unit": "ns/iter",
            "extra": "iterations: 14204510\ncpu: 49.264637146934284 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 56.56992080786687,
            "unit": "ns/iter",
            "extra": "iterations: 12300337\ncpu: 56.567401689888776 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 63.416632599311164,
            "unit": "ns/iter",
            "extra": "iterations: 11027176\ncpu: 63.41184760268622 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 8.99999918146932e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 8.000000661922968e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 9.000000318337698e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 8.99999918146932e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 8.000000661922968e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "56e193a8b4ae90ab8ec394ba6e0d99d14c3a6875",
          "message": "add log.h",
          "timestamp": "2021-08-11T21:34:45+02:00",
          "tree_id": "0c6ac1d76f96cf13e80dbbafd68eddc55b34c4d6",
          "url": "https://github.com/SFCMM/Common/commit/56e193a8b4ae90ab8ec394ba6e0d99d14c3a6875"
        },
        "date": 1628710881730,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.6654236721828486,
            "unit": "ns/iter",
            "extra": "iterations: 191690848\ncpu: 3.6653500640781758 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 8.113417198334616,
            "unit": "ns/iter",
            "extra": "iterations: 85727219\ncpu: 8.11307227871232 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 14.281311215932147,
            "unit": "ns/iter",
            "extra": "iterations: 49582680\ncpu: 14.280690212792047 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 19.134974427191917,
            "unit": "ns/iter",
            "extra": "iterations: 36403118\ncpu: 19.133993357382185 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 26.562527982482855,
            "unit": "ns/iter",
            "extra": "iterations: 26492019\ncpu: 26.561639148756452 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 35.023198210982585,
            "unit": "ns/iter",
            "extra": "iterations: 20016328\ncpu: 35.02147801534827 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 40.887673113873,
            "unit": "ns/iter",
            "extra": "iterations: 17198723\ncpu: 40.88726913038835 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 48.10216950549005,
            "unit": "ns/iter",
            "extra": "iterations: 14506716\ncpu: 48.099762551358936 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 57.27234015694111,
            "unit": "ns/iter",
            "extra": "iterations: 12278450\ncpu: 57.271863793882765 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 65.82856480341346,
            "unit": "ns/iter",
            "extra": "iterations: 10647726\ncpu: 65.82524005595197 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.811633277955367,
            "unit": "ns/iter",
            "extra": "iterations: 248860709\ncpu: 2.811537171984833 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 6.1419407521517195,
            "unit": "ns/iter",
            "extra": "iterations: 115751782\ncpu: 6.14135717582301 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 12.05801823928168,
            "unit": "ns/iter",
            "extra": "iterations: 58018841\ncpu: 12.05713085513034 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 19.349931558723476,
            "unit": "ns/iter",
            "extra": "iterations: 36320188\ncpu: 19.349319585019753 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 25.93866048826893,
            "unit": "ns/iter",
            "extra": "iterations: 26886797\ncpu: 25.93715082536605 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 32.99097055595967,
            "unit": "ns/iter",
            "extra": "iterations: 21185136\ncpu: 32.98991708148582 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 41.08829249041126,
            "unit": "ns/iter",
            "extra": "iterations: 17065585\ncpu: 41.08569293112421 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 49.874569350808045,
            "unit": "ns/iter",
            "extra": "iterations: 13989635\ncpu: 49.873383472835485 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 57.614312961524966,
            "unit": "ns/iter",
            "extra": "iterations: 12132290\ncpu: 57.612125905332064 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 64.72958685687274,
            "unit": "ns/iter",
            "extra": "iterations: 10799623\ncpu: 64.72772484743224 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.999999749903509e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 8.009999987734773e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "5d0bc4c7aaee9964a123606688b1b19d7fe4ffbe",
          "message": "update version",
          "timestamp": "2021-08-11T23:56:07+02:00",
          "tree_id": "9d4644369d87a19ceea6996f746fca07bc376b62",
          "url": "https://github.com/SFCMM/Common/commit/5d0bc4c7aaee9964a123606688b1b19d7fe4ffbe"
        },
        "date": 1628719157924,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.0638768498437434,
            "unit": "ns/iter",
            "extra": "iterations: 228689925\ncpu: 3.063677855506752 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.8602180588878126,
            "unit": "ns/iter",
            "extra": "iterations: 103336031\ncpu: 6.859999064605065 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.93011009103279,
            "unit": "ns/iter",
            "extra": "iterations: 59092279\ncpu: 11.929590276929412 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 15.983131012088071,
            "unit": "ns/iter",
            "extra": "iterations: 43648736\ncpu: 15.982470557681204 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.343392011502978,
            "unit": "ns/iter",
            "extra": "iterations: 31659362\ncpu: 22.131330062810477 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.091867894812776,
            "unit": "ns/iter",
            "extra": "iterations: 24022070\ncpu: 29.090852994766895 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 34.0018363088568,
            "unit": "ns/iter",
            "extra": "iterations: 20623437\ncpu: 33.99954997801772 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.01014951096065,
            "unit": "ns/iter",
            "extra": "iterations: 17490892\ncpu: 40.0087489534553 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.823265844199675,
            "unit": "ns/iter",
            "extra": "iterations: 14626454\ncpu: 47.82192731061134 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.83676955339029,
            "unit": "ns/iter",
            "extra": "iterations: 12757914\ncpu: 54.83608119634605 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.343511814747666,
            "unit": "ns/iter",
            "extra": "iterations: 298625883\ncpu: 2.343344732780576 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.142507859700281,
            "unit": "ns/iter",
            "extra": "iterations: 137891398\ncpu: 5.142314185544768 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.046460402744422,
            "unit": "ns/iter",
            "extra": "iterations: 69688225\ncpu: 10.04577616950352 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.132235500838824,
            "unit": "ns/iter",
            "extra": "iterations: 43555157\ncpu: 16.131772937932485 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.610378414199282,
            "unit": "ns/iter",
            "extra": "iterations: 32407822\ncpu: 21.60929275037362 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.542214220494166,
            "unit": "ns/iter",
            "extra": "iterations: 25417288\ncpu: 27.540979745754154 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.24665905022879,
            "unit": "ns/iter",
            "extra": "iterations: 20497764\ncpu: 34.24438431430867 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.57689791948302,
            "unit": "ns/iter",
            "extra": "iterations: 16878324\ncpu: 41.57495317663065 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 47.91534319978609,
            "unit": "ns/iter",
            "extra": "iterations: 14596134\ncpu: 47.91288467206454 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 53.98584095224704,
            "unit": "ns/iter",
            "extra": "iterations: 12882081\ncpu: 53.983593178773006 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "fca409b326894b55bc5c2d0de0433ead01012bb6",
          "message": "add more unit tests",
          "timestamp": "2021-08-14T13:38:00+02:00",
          "tree_id": "1d2875648868fb17ad338c626a878dcb20596f82",
          "url": "https://github.com/SFCMM/Common/commit/fca409b326894b55bc5c2d0de0433ead01012bb6"
        },
        "date": 1628941272377,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.071814166042817,
            "unit": "ns/iter",
            "extra": "iterations: 229541773\ncpu: 3.0716861936933806 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.802319336754041,
            "unit": "ns/iter",
            "extra": "iterations: 103443107\ncpu: 6.802007145821713 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 12.004089418436333,
            "unit": "ns/iter",
            "extra": "iterations: 58213901\ncpu: 12.003671253709662 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.155143143935923,
            "unit": "ns/iter",
            "extra": "iterations: 43304524\ncpu: 16.15457712917015 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.30303988110329,
            "unit": "ns/iter",
            "extra": "iterations: 31527187\ncpu: 22.28972261305776 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.26979038188436,
            "unit": "ns/iter",
            "extra": "iterations: 23994825\ncpu: 29.268614128254733 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 34.06540472761931,
            "unit": "ns/iter",
            "extra": "iterations: 20593282\ncpu: 34.06352183202266 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.443952166767104,
            "unit": "ns/iter",
            "extra": "iterations: 17329876\ncpu: 40.44365129906292 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.95580212736698,
            "unit": "ns/iter",
            "extra": "iterations: 14595793\ncpu: 47.954209476662186 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.81983124752496,
            "unit": "ns/iter",
            "extra": "iterations: 12696347\ncpu: 54.819854876367216 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.3420060787653956,
            "unit": "ns/iter",
            "extra": "iterations: 298901813\ncpu: 2.341957564506309 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.422979880534529,
            "unit": "ns/iter",
            "extra": "iterations: 132770873\ncpu: 5.422686977436691 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.082860360939105,
            "unit": "ns/iter",
            "extra": "iterations: 69596028\ncpu: 10.082242955014618 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.275178023422676,
            "unit": "ns/iter",
            "extra": "iterations: 43015688\ncpu: 16.2747237008042 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.677676318494786,
            "unit": "ns/iter",
            "extra": "iterations: 32241286\ncpu: 21.67714836188606 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.538618817696424,
            "unit": "ns/iter",
            "extra": "iterations: 25410954\ncpu: 27.537631172761184 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.15114462686464,
            "unit": "ns/iter",
            "extra": "iterations: 20504586\ncpu: 34.15001312389339 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.61763266327397,
            "unit": "ns/iter",
            "extra": "iterations: 16816881\ncpu: 41.61662213105981 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 47.80170233128867,
            "unit": "ns/iter",
            "extra": "iterations: 14628175\ncpu: 47.79998755825669 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 54.01985319788488,
            "unit": "ns/iter",
            "extra": "iterations: 12918070\ncpu: 54.01830807543242 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 7.009999762885855e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "1a7bfbc3b655ee6abe1655ac7cdc1ace23349bef",
          "message": "improve documentation",
          "timestamp": "2021-08-14T13:59:02+02:00",
          "tree_id": "72a45f92fb715ad47256309865cfeed515ba9f49",
          "url": "https://github.com/SFCMM/Common/commit/1a7bfbc3b655ee6abe1655ac7cdc1ace23349bef"
        },
        "date": 1628942531724,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.099524386976994,
            "unit": "ns/iter",
            "extra": "iterations: 226638874\ncpu: 3.0910662704757343 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.8509881699643795,
            "unit": "ns/iter",
            "extra": "iterations: 104456069\ncpu: 6.850362203463737 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.96151910142729,
            "unit": "ns/iter",
            "extra": "iterations: 58587951\ncpu: 11.960954258325229 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.05714398796638,
            "unit": "ns/iter",
            "extra": "iterations: 43407051\ncpu: 16.05548771327498 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.173010262737794,
            "unit": "ns/iter",
            "extra": "iterations: 31524338\ncpu: 22.172240444827107 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.240105155323292,
            "unit": "ns/iter",
            "extra": "iterations: 24012479\ncpu: 29.23759587671061 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 33.93776437083436,
            "unit": "ns/iter",
            "extra": "iterations: 20545241\ncpu: 33.93635309510362 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.24694009984357,
            "unit": "ns/iter",
            "extra": "iterations: 17320990\ncpu: 40.2447554672106 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.90041308951699,
            "unit": "ns/iter",
            "extra": "iterations: 14624191\ncpu: 47.90004342804333 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.91522831710257,
            "unit": "ns/iter",
            "extra": "iterations: 12735314\ncpu: 54.913000810188045 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.3418043191618327,
            "unit": "ns/iter",
            "extra": "iterations: 298912671\ncpu: 2.3417702791194155 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.469199155651,
            "unit": "ns/iter",
            "extra": "iterations: 129934912\ncpu: 5.4689943685035205 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.039919588257854,
            "unit": "ns/iter",
            "extra": "iterations: 69696786\ncpu: 10.039373809862626 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.279817393205498,
            "unit": "ns/iter",
            "extra": "iterations: 43094344\ncpu: 16.279427782912737 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.77366173767023,
            "unit": "ns/iter",
            "extra": "iterations: 32268636\ncpu: 21.77317268693976 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.46388613414867,
            "unit": "ns/iter",
            "extra": "iterations: 25462173\ncpu: 27.46367444758151 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.246023296611135,
            "unit": "ns/iter",
            "extra": "iterations: 20482292\ncpu: 34.24485716735225 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.56715883806607,
            "unit": "ns/iter",
            "extra": "iterations: 16825507\ncpu: 41.56525363544772 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 47.92051989129413,
            "unit": "ns/iter",
            "extra": "iterations: 14611593\ncpu: 47.91948872378241 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 54.06245852930154,
            "unit": "ns/iter",
            "extra": "iterations: 12956437\ncpu: 54.06081710581388 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 5.999999928008037e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "5d002bcde3a725f4f21fccc9219702c8de6773c2",
          "message": "Update README.md",
          "timestamp": "2021-08-14T14:03:53+02:00",
          "tree_id": "0f4c4e41a5d908077c5b60f23df029b7007f2826",
          "url": "https://github.com/SFCMM/Common/commit/5d002bcde3a725f4f21fccc9219702c8de6773c2"
        },
        "date": 1628942837572,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.512525582831105,
            "unit": "ns/iter",
            "extra": "iterations: 196825851\ncpu: 3.512437565937413 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 7.858253762202818,
            "unit": "ns/iter",
            "extra": "iterations: 88177395\ncpu: 7.857850427538715 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 14.10560498546111,
            "unit": "ns/iter",
            "extra": "iterations: 51445914\ncpu: 14.105369437114092 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 18.64436953428566,
            "unit": "ns/iter",
            "extra": "iterations: 38179364\ncpu: 18.64416031131372 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 25.50109833046383,
            "unit": "ns/iter",
            "extra": "iterations: 27503562\ncpu: 25.500992271473795 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 34.26778594843634,
            "unit": "ns/iter",
            "extra": "iterations: 20474618\ncpu: 34.26655457015117 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 40.04078411018354,
            "unit": "ns/iter",
            "extra": "iterations: 17486369\ncpu: 40.039385077599626 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 46.31133752912732,
            "unit": "ns/iter",
            "extra": "iterations: 15102744\ncpu: 46.30995976625177 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 55.140359588467206,
            "unit": "ns/iter",
            "extra": "iterations: 12580993\ncpu: 55.138355056711355 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 64.52676173875791,
            "unit": "ns/iter",
            "extra": "iterations: 10808640\ncpu: 64.52208834784022 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.716118665979194,
            "unit": "ns/iter",
            "extra": "iterations: 251827695\ncpu: 2.716034481433824 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 6.062327507187404,
            "unit": "ns/iter",
            "extra": "iterations: 114363823\ncpu: 6.062159499512351 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 11.643577166181577,
            "unit": "ns/iter",
            "extra": "iterations: 60904277\ncpu: 11.643162187115381 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 18.80474430346202,
            "unit": "ns/iter",
            "extra": "iterations: 36490541\ncpu: 18.80417862261894 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 25.068482854555747,
            "unit": "ns/iter",
            "extra": "iterations: 28213821\ncpu: 25.06736960583968 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 31.857205531420096,
            "unit": "ns/iter",
            "extra": "iterations: 21925149\ncpu: 31.855133390427614 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 39.7404651562892,
            "unit": "ns/iter",
            "extra": "iterations: 17367668\ncpu: 39.73961593462053 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 48.087968165997374,
            "unit": "ns/iter",
            "extra": "iterations: 14194885\ncpu: 48.08615948632209 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 55.46716583963183,
            "unit": "ns/iter",
            "extra": "iterations: 12431763\ncpu: 55.46432070817307 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 63.56480477396907,
            "unit": "ns/iter",
            "extra": "iterations: 11254032\ncpu: 63.562129554989724 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 7.999999525054591e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "6e312d9bee8ca88e0169adf675eff4ac6c5b1f28",
          "message": "small fixes",
          "timestamp": "2021-08-17T12:28:42+02:00",
          "tree_id": "d1fc61188db346ecc14762f140a702125e010be3",
          "url": "https://github.com/SFCMM/Common/commit/6e312d9bee8ca88e0169adf675eff4ac6c5b1f28"
        },
        "date": 1629196328075,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.04556024085667,
            "unit": "ns/iter",
            "extra": "iterations: 230345446\ncpu: 3.045299037516027 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.75360501443571,
            "unit": "ns/iter",
            "extra": "iterations: 103799515\ncpu: 6.752999867099571 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.865860242056801,
            "unit": "ns/iter",
            "extra": "iterations: 59481485\ncpu: 11.865241158656344 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.122467824300575,
            "unit": "ns/iter",
            "extra": "iterations: 43608842\ncpu: 16.122103494516093 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.12749849262713,
            "unit": "ns/iter",
            "extra": "iterations: 31339296\ncpu: 22.126521476423722 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.180438216551845,
            "unit": "ns/iter",
            "extra": "iterations: 24057786\ncpu: 29.177895422296945 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 33.92387102567087,
            "unit": "ns/iter",
            "extra": "iterations: 20581336\ncpu: 33.92241193671781 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.05883086296922,
            "unit": "ns/iter",
            "extra": "iterations: 17486094\ncpu: 40.05626282233185 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.64853821899735,
            "unit": "ns/iter",
            "extra": "iterations: 14671931\ncpu: 47.64445641136126 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.837853925254976,
            "unit": "ns/iter",
            "extra": "iterations: 12801679\ncpu: 54.83451631618011 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.344260665587724,
            "unit": "ns/iter",
            "extra": "iterations: 298503568\ncpu: 2.3441548176067353 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.12088559781333,
            "unit": "ns/iter",
            "extra": "iterations: 137353004\ncpu: 5.120357833600781 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.097044440873516,
            "unit": "ns/iter",
            "extra": "iterations: 69315717\ncpu: 10.096672259770465 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.138828308643134,
            "unit": "ns/iter",
            "extra": "iterations: 43455676\ncpu: 16.13796954855795 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.624031414343015,
            "unit": "ns/iter",
            "extra": "iterations: 32344971\ncpu: 21.622836669106963 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.527261386388535,
            "unit": "ns/iter",
            "extra": "iterations: 25439737\ncpu: 27.525488412085444 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.20411369011874,
            "unit": "ns/iter",
            "extra": "iterations: 20494446\ncpu: 34.20271526246669 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.502440317003696,
            "unit": "ns/iter",
            "extra": "iterations: 16827322\ncpu: 41.499369180669255 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 47.991430762224894,
            "unit": "ns/iter",
            "extra": "iterations: 14583094\ncpu: 47.98986058788338 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 54.08386035342537,
            "unit": "ns/iter",
            "extra": "iterations: 12940525\ncpu: 54.07991159554957 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 7.999999809271685e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "1668bac9bdda58743353cea38f3a83e7184ee850",
          "message": "fix",
          "timestamp": "2021-08-18T01:51:11+02:00",
          "tree_id": "407c0df102a87bfa80f4af841f04d0e62ab4ab4f",
          "url": "https://github.com/SFCMM/Common/commit/1668bac9bdda58743353cea38f3a83e7184ee850"
        },
        "date": 1629244505022,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.0128063925768487,
            "unit": "ns/iter",
            "extra": "iterations: 226753005\ncpu: 3.0128077905737127 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.753584940287276,
            "unit": "ns/iter",
            "extra": "iterations: 103671671\ncpu: 6.753259846655698 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 12.14891126481109,
            "unit": "ns/iter",
            "extra": "iterations: 58954143\ncpu: 12.148443019517725 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.156050966891584,
            "unit": "ns/iter",
            "extra": "iterations: 42176400\ncpu: 16.155538191974664 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.08252517755927,
            "unit": "ns/iter",
            "extra": "iterations: 31858132\ncpu: 22.081925958496253 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.299472481732412,
            "unit": "ns/iter",
            "extra": "iterations: 23655105\ncpu: 29.298638792768003 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 35.24732280601748,
            "unit": "ns/iter",
            "extra": "iterations: 19822527\ncpu: 35.24639694020849 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.77212587252921,
            "unit": "ns/iter",
            "extra": "iterations: 17216338\ncpu: 40.770310329641525 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 49.99846626341105,
            "unit": "ns/iter",
            "extra": "iterations: 13887000\ncpu: 49.996876935263245 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.38672349096972,
            "unit": "ns/iter",
            "extra": "iterations: 12829487\ncpu: 54.386157685026646 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.4646916497299034,
            "unit": "ns/iter",
            "extra": "iterations: 299700451\ncpu: 2.4646537852557295 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.396858728416083,
            "unit": "ns/iter",
            "extra": "iterations: 116899921\ncpu: 5.3968298147951685 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.247149498160075,
            "unit": "ns/iter",
            "extra": "iterations: 68543720\ncpu: 10.246830417141064 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.557898500915115,
            "unit": "ns/iter",
            "extra": "iterations: 43161532\ncpu: 16.557391660703793 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 22.038091227597764,
            "unit": "ns/iter",
            "extra": "iterations: 31797505\ncpu: 22.037426364112534 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.95284814863519,
            "unit": "ns/iter",
            "extra": "iterations: 24450620\ncpu: 27.952177654390738 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 35.51164097921549,
            "unit": "ns/iter",
            "extra": "iterations: 20746966\ncpu: 35.5106715362622 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.74117169023408,
            "unit": "ns/iter",
            "extra": "iterations: 16757313\ncpu: 41.740247317693445 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 48.7290266082086,
            "unit": "ns/iter",
            "extra": "iterations: 14356059\ncpu: 48.72822617962211 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 53.884698072492995,
            "unit": "ns/iter",
            "extra": "iterations: 12017388\ncpu: 53.883142659619786 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 5.999999928008037e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 5.999999928008037e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "2547f565215bc3b99dc45d5b2fb5066c0be2080e",
          "message": "generate invalid list for initialization",
          "timestamp": "2021-09-10T15:40:02+02:00",
          "tree_id": "5ee0260f3daade1a4b31eef3d365148d2ae2aeeb",
          "url": "https://github.com/SFCMM/Common/commit/2547f565215bc3b99dc45d5b2fb5066c0be2080e"
        },
        "date": 1631281540345,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.5894675914406093,
            "unit": "ns/iter",
            "extra": "iterations: 270966549\ncpu: 2.5894361410640396 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 5.798326772049898,
            "unit": "ns/iter",
            "extra": "iterations: 122657406\ncpu: 5.798030907322466 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 10.167523810318304,
            "unit": "ns/iter",
            "extra": "iterations: 67992687\ncpu: 10.167269488849586 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 13.74317300402152,
            "unit": "ns/iter",
            "extra": "iterations: 50670273\ncpu: 13.735946340766704 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 18.930464041805177,
            "unit": "ns/iter",
            "extra": "iterations: 37176866\ncpu: 18.93003912702056 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 24.773310849509603,
            "unit": "ns/iter",
            "extra": "iterations: 28581734\ncpu: 24.772537558428056 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 28.801492521087184,
            "unit": "ns/iter",
            "extra": "iterations: 24467728\ncpu: 28.80092810415415 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 34.203301319919234,
            "unit": "ns/iter",
            "extra": "iterations: 20240995\ncpu: 34.20253534967029 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 40.91914192733505,
            "unit": "ns/iter",
            "extra": "iterations: 17199569\ncpu: 40.91813620445948 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 46.66299586834462,
            "unit": "ns/iter",
            "extra": "iterations: 15077011\ncpu: 46.66144423453691 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 1.9747646675753872,
            "unit": "ns/iter",
            "extra": "iterations: 352253414\ncpu: 1.9747147177401116 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 4.54499208610156,
            "unit": "ns/iter",
            "extra": "iterations: 155556079\ncpu: 4.544903462114132 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 8.561664559984063,
            "unit": "ns/iter",
            "extra": "iterations: 79591965\ncpu: 8.56149219333885 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 13.73312221138075,
            "unit": "ns/iter",
            "extra": "iterations: 51172951\ncpu: 13.732688720648532 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 18.298636099765684,
            "unit": "ns/iter",
            "extra": "iterations: 37942218\ncpu: 18.298201807812074 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 23.58232267923032,
            "unit": "ns/iter",
            "extra": "iterations: 30142690\ncpu: 23.581684415027375 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 28.863699965759217,
            "unit": "ns/iter",
            "extra": "iterations: 23679884\ncpu: 28.86311094260423 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 35.33378142670542,
            "unit": "ns/iter",
            "extra": "iterations: 19694556\ncpu: 35.3330096905967 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 40.23833436391012,
            "unit": "ns/iter",
            "extra": "iterations: 17215285\ncpu: 40.237247480944795 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 46.31316034614786,
            "unit": "ns/iter",
            "extra": "iterations: 15051481\ncpu: 46.31287372983428 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 5.999999928008037e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 5.999999928008037e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 6.000000212225132e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 6.000000212225132e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 5.999999928008037e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "f05bbf5aee46db38855554085f425bd5b7ac8f1d",
          "message": "add binary handling functions",
          "timestamp": "2021-09-12T01:24:47+02:00",
          "tree_id": "c0eb2b485f81c2df4977e40b85c3215d1dd679dd",
          "url": "https://github.com/SFCMM/Common/commit/f05bbf5aee46db38855554085f425bd5b7ac8f1d"
        },
        "date": 1631402903286,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.82991998233295,
            "unit": "ns/iter",
            "extra": "iterations: 181499793\ncpu: 3.8293751773039206 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 8.604059355261768,
            "unit": "ns/iter",
            "extra": "iterations: 82967067\ncpu: 8.6026810131784 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 14.903895986061826,
            "unit": "ns/iter",
            "extra": "iterations: 46973012\ncpu: 14.902876251580375 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 20.02829030961478,
            "unit": "ns/iter",
            "extra": "iterations: 34672968\ncpu: 20.02742312108961 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 27.665861274135658,
            "unit": "ns/iter",
            "extra": "iterations: 25295326\ncpu: 27.630788035702736 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 36.487803895126376,
            "unit": "ns/iter",
            "extra": "iterations: 19156403\ncpu: 36.48591006359598 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 42.586571375448806,
            "unit": "ns/iter",
            "extra": "iterations: 16415784\ncpu: 42.585232298378166 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 50.088954163573796,
            "unit": "ns/iter",
            "extra": "iterations: 13875382\ncpu: 50.08575576513853 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 59.80738521494758,
            "unit": "ns/iter",
            "extra": "iterations: 11692659\ncpu: 59.803796125415204 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 68.60268677118857,
            "unit": "ns/iter",
            "extra": "iterations: 10171242\ncpu: 68.59953720499422 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.9285496605815675,
            "unit": "ns/iter",
            "extra": "iterations: 239023973\ncpu: 2.9284433992735894 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 6.425797064239567,
            "unit": "ns/iter",
            "extra": "iterations: 108758298\ncpu: 6.425555455088139 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 12.552947090823464,
            "unit": "ns/iter",
            "extra": "iterations: 55651254\ncpu: 12.552439069926423 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 20.09516851410212,
            "unit": "ns/iter",
            "extra": "iterations: 34846609\ncpu: 20.09393321456331 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 27.04187886708742,
            "unit": "ns/iter",
            "extra": "iterations: 25899650\ncpu: 27.04151191232315 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 34.40797565329596,
            "unit": "ns/iter",
            "extra": "iterations: 20357254\ncpu: 34.40601045700958 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 42.8065132054142,
            "unit": "ns/iter",
            "extra": "iterations: 16399145\ncpu: 42.804831532375594 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 51.93104553523384,
            "unit": "ns/iter",
            "extra": "iterations: 13440580\ncpu: 51.930749565867 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 59.865488786001194,
            "unit": "ns/iter",
            "extra": "iterations: 11680357\ncpu: 59.86371889146877 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 67.56159397643434,
            "unit": "ns/iter",
            "extra": "iterations: 10383491\ncpu: 67.55566658650716 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 8.99999918146932e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 8.000000661922968e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.999999525054591e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 9.000000318337698e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 7.999999525054591e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "e00c812cac8c52e080c90022dba341bd6c06a4c6",
          "message": "little endian version",
          "timestamp": "2021-09-15T00:04:31+02:00",
          "tree_id": "4ae5574ceee6495720175c07f6ca12b0e4a75891",
          "url": "https://github.com/SFCMM/Common/commit/e00c812cac8c52e080c90022dba341bd6c06a4c6"
        },
        "date": 1631657802554,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.061302539507299,
            "unit": "ns/iter",
            "extra": "iterations: 227811639\ncpu: 3.0611401334064405 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.805198208915354,
            "unit": "ns/iter",
            "extra": "iterations: 103004171\ncpu: 6.80499711026265 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.938983552713445,
            "unit": "ns/iter",
            "extra": "iterations: 58831285\ncpu: 11.938589986603214 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.05782791358146,
            "unit": "ns/iter",
            "extra": "iterations: 43579058\ncpu: 16.057177853637867 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.237488862356994,
            "unit": "ns/iter",
            "extra": "iterations: 31559640\ncpu: 22.235850187137753 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.212060174964638,
            "unit": "ns/iter",
            "extra": "iterations: 24017164\ncpu: 29.210082630905102 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 34.02086035204761,
            "unit": "ns/iter",
            "extra": "iterations: 20522041\ncpu: 34.019705398697916 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.253090025510915,
            "unit": "ns/iter",
            "extra": "iterations: 17360779\ncpu: 40.252494372516345 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.97743988839941,
            "unit": "ns/iter",
            "extra": "iterations: 14655158\ncpu: 47.97408359568687 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.84849157507926,
            "unit": "ns/iter",
            "extra": "iterations: 12758043\ncpu: 54.84722986119432 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.3429069588848415,
            "unit": "ns/iter",
            "extra": "iterations: 298834402\ncpu: 2.342805892877084 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.207585705844117,
            "unit": "ns/iter",
            "extra": "iterations: 137670221\ncpu: 5.207351980643665 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.043223391757124,
            "unit": "ns/iter",
            "extra": "iterations: 69621584\ncpu: 10.042919592291968 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.098486902469467,
            "unit": "ns/iter",
            "extra": "iterations: 43396806\ncpu: 16.09782461870581 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.653676036654204,
            "unit": "ns/iter",
            "extra": "iterations: 32349419\ncpu: 21.652388038251964 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.486387565475173,
            "unit": "ns/iter",
            "extra": "iterations: 25386348\ncpu: 27.485185147544694 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.28277582593031,
            "unit": "ns/iter",
            "extra": "iterations: 20499369\ncpu: 34.281888237633034 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.554440842575985,
            "unit": "ns/iter",
            "extra": "iterations: 16852669\ncpu: 41.55256220839573 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 47.83538060007112,
            "unit": "ns/iter",
            "extra": "iterations: 14628610\ncpu: 47.832936895576594 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 54.05749751545921,
            "unit": "ns/iter",
            "extra": "iterations: 12940020\ncpu: 54.05454203316538 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 7.999999809271685e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "f7c695aa01deafb1123c97c2a10629fda5c770bd",
          "message": "more fixes",
          "timestamp": "2021-09-15T02:08:49+02:00",
          "tree_id": "41758af4929a856377e90277e13bc4f36233583e",
          "url": "https://github.com/SFCMM/Common/commit/f7c695aa01deafb1123c97c2a10629fda5c770bd"
        },
        "date": 1631665069719,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.0560159538674836,
            "unit": "ns/iter",
            "extra": "iterations: 228342376\ncpu: 3.055169155286358 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.959725054077201,
            "unit": "ns/iter",
            "extra": "iterations: 100894313\ncpu: 6.959466506303481 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 12.003185142410098,
            "unit": "ns/iter",
            "extra": "iterations: 58344644\ncpu: 12.003034263093623 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.13970303342128,
            "unit": "ns/iter",
            "extra": "iterations: 43063095\ncpu: 16.13882703971927 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.170886153731413,
            "unit": "ns/iter",
            "extra": "iterations: 31653097\ncpu: 22.170778265393754 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.20037767835026,
            "unit": "ns/iter",
            "extra": "iterations: 24044799\ncpu: 29.199994393797994 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 34.030106070049136,
            "unit": "ns/iter",
            "extra": "iterations: 20558678\ncpu: 34.02948360784676 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.37374662293315,
            "unit": "ns/iter",
            "extra": "iterations: 17306444\ncpu: 40.3723489354601 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.93301170333909,
            "unit": "ns/iter",
            "extra": "iterations: 14631720\ncpu: 47.930395469568865 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.80891590672364,
            "unit": "ns/iter",
            "extra": "iterations: 12771152\ncpu: 54.80698961221351 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.3420707149482904,
            "unit": "ns/iter",
            "extra": "iterations: 298666555\ncpu: 2.341959567585328 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.35105434859211,
            "unit": "ns/iter",
            "extra": "iterations: 134132251\ncpu: 5.351002116560316 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.081867977665034,
            "unit": "ns/iter",
            "extra": "iterations: 69421087\ncpu: 10.081523701868855 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.28117032108039,
            "unit": "ns/iter",
            "extra": "iterations: 42920700\ncpu: 16.280178235676484 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.58683898226068,
            "unit": "ns/iter",
            "extra": "iterations: 32242081\ncpu: 21.585896115080143 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.49485772692593,
            "unit": "ns/iter",
            "extra": "iterations: 25480366\ncpu: 27.494021632185355 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.15511480082054,
            "unit": "ns/iter",
            "extra": "iterations: 20515315\ncpu: 34.15384725996159 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.585220754140806,
            "unit": "ns/iter",
            "extra": "iterations: 16843444\ncpu: 41.584146033317346 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 47.94428572153322,
            "unit": "ns/iter",
            "extra": "iterations: 14589366\ncpu: 47.943614136488186 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 54.0316619448785,
            "unit": "ns/iter",
            "extra": "iterations: 12930128\ncpu: 54.028313176791386 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "4d6ee91cb4a7432d6aa528f0dd99f4f2cbabda0f",
          "message": "comment",
          "timestamp": "2021-09-15T19:50:15+02:00",
          "tree_id": "f5f8a714f69cd40e20e4e83d072e2d2d95a22e0c",
          "url": "https://github.com/SFCMM/Common/commit/4d6ee91cb4a7432d6aa528f0dd99f4f2cbabda0f"
        },
        "date": 1631728441277,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.036258721222333,
            "unit": "ns/iter",
            "extra": "iterations: 230592247\ncpu: 3.036054889564435 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.853119573160435,
            "unit": "ns/iter",
            "extra": "iterations: 104073581\ncpu: 6.85257557343011 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.928625219859253,
            "unit": "ns/iter",
            "extra": "iterations: 58789393\ncpu: 11.928379189082634 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.031787114554827,
            "unit": "ns/iter",
            "extra": "iterations: 43378898\ncpu: 16.03155783256643 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.15099475682731,
            "unit": "ns/iter",
            "extra": "iterations: 31534340\ncpu: 22.15011378072285 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.095020956278585,
            "unit": "ns/iter",
            "extra": "iterations: 24005694\ncpu: 29.094805132482314 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 33.92193982103284,
            "unit": "ns/iter",
            "extra": "iterations: 20559010\ncpu: 33.9216907818032 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.3166348799631,
            "unit": "ns/iter",
            "extra": "iterations: 17427622\ncpu: 40.19727373017388 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.792909518434726,
            "unit": "ns/iter",
            "extra": "iterations: 14641093\ncpu: 47.78927611483644 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.869679096031255,
            "unit": "ns/iter",
            "extra": "iterations: 12818757\ncpu: 54.86684801030241 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.3443878475544895,
            "unit": "ns/iter",
            "extra": "iterations: 298553900\ncpu: 2.3443386169130567 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.11119705874977,
            "unit": "ns/iter",
            "extra": "iterations: 138616697\ncpu: 5.111143313420599 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.069212240912812,
            "unit": "ns/iter",
            "extra": "iterations: 69549258\ncpu: 10.068264653520822 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.074326716876573,
            "unit": "ns/iter",
            "extra": "iterations: 43584005\ncpu: 16.073539570307958 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.596868986960875,
            "unit": "ns/iter",
            "extra": "iterations: 32367160\ncpu: 21.595105223936812 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.49879259205573,
            "unit": "ns/iter",
            "extra": "iterations: 25411047\ncpu: 27.49707542550295 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.18679949784852,
            "unit": "ns/iter",
            "extra": "iterations: 20446404\ncpu: 34.18428868959054 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.54586152071025,
            "unit": "ns/iter",
            "extra": "iterations: 16830820\ncpu: 41.5435270533462 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 48.00532481838083,
            "unit": "ns/iter",
            "extra": "iterations: 14577023\ncpu: 48.00440576927134 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 54.08851866751326,
            "unit": "ns/iter",
            "extra": "iterations: 12896308\ncpu: 54.08653980658645 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 0.000004500000017060302,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 0.0000043999999981281235 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "4d6ee91cb4a7432d6aa528f0dd99f4f2cbabda0f",
          "message": "comment",
          "timestamp": "2021-09-15T19:50:15+02:00",
          "tree_id": "f5f8a714f69cd40e20e4e83d072e2d2d95a22e0c",
          "url": "https://github.com/SFCMM/Common/commit/4d6ee91cb4a7432d6aa528f0dd99f4f2cbabda0f"
        },
        "date": 1631728987540,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.4273555823686332,
            "unit": "ns/iter",
            "extra": "iterations: 210570688\ncpu: 3.4256919795028646 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 7.948174835092184,
            "unit": "ns/iter",
            "extra": "iterations: 87270306\ncpu: 7.924743692316147 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 13.322184976068321,
            "unit": "ns/iter",
            "extra": "iterations: 53304236\ncpu: 13.321438656394967 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 18.141538567988164,
            "unit": "ns/iter",
            "extra": "iterations: 37865340\ncpu: 18.14101214989751 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 25.409563427050813,
            "unit": "ns/iter",
            "extra": "iterations: 27342395\ncpu: 25.409441967318507 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 32.52860776934879,
            "unit": "ns/iter",
            "extra": "iterations: 20321525\ncpu: 32.52794029975605 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 39.114942761061855,
            "unit": "ns/iter",
            "extra": "iterations: 17959278\ncpu: 39.11327766071662 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 46.487433147717546,
            "unit": "ns/iter",
            "extra": "iterations: 14925257\ncpu: 46.48507044133314 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 53.69675937551336,
            "unit": "ns/iter",
            "extra": "iterations: 13798791\ncpu: 53.68561644277383 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 62.05645106999892,
            "unit": "ns/iter",
            "extra": "iterations: 10769415\ncpu: 62.052847067366265 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.635671362006444,
            "unit": "ns/iter",
            "extra": "iterations: 262331884\ncpu: 2.6355876398158298 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 6.087408424895683,
            "unit": "ns/iter",
            "extra": "iterations: 111631459\ncpu: 6.087113973848542 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 11.553520298755986,
            "unit": "ns/iter",
            "extra": "iterations: 58334708\ncpu: 11.553015076376143 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 18.84407877762233,
            "unit": "ns/iter",
            "extra": "iterations: 37629823\ncpu: 18.843449755264583 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 25.496015557554824,
            "unit": "ns/iter",
            "extra": "iterations: 27121486\ncpu: 25.494600922678053 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 31.8420438360215,
            "unit": "ns/iter",
            "extra": "iterations: 22186320\ncpu: 31.840745648670044 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 39.57058161677097,
            "unit": "ns/iter",
            "extra": "iterations: 17597670\ncpu: 39.56858004497181 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 48.9090980828228,
            "unit": "ns/iter",
            "extra": "iterations: 14484667\ncpu: 48.90728740950683 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 55.07336832367939,
            "unit": "ns/iter",
            "extra": "iterations: 12512975\ncpu: 55.071692303389185 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 60.582652635447786,
            "unit": "ns/iter",
            "extra": "iterations: 11081764\ncpu: 60.57938068343615 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 9.000000318337698e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 7.999999525054591e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "de37a6c3333b504ac038caf75c950e989253feb7",
          "message": "reformatting\nsmall fix for header conflict\nadd some helper functions",
          "timestamp": "2021-09-25T20:35:13+02:00",
          "tree_id": "153dc62d1d2c45ed81247a4ccec6ab640c582e70",
          "url": "https://github.com/SFCMM/Common/commit/de37a6c3333b504ac038caf75c950e989253feb7"
        },
        "date": 1632595268362,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.0576730284044014,
            "unit": "ns/iter",
            "extra": "iterations: 229579777\ncpu: 3.057215318229009 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.792416979658936,
            "unit": "ns/iter",
            "extra": "iterations: 103192602\ncpu: 6.792185354527642 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.884253373174921,
            "unit": "ns/iter",
            "extra": "iterations: 59394638\ncpu: 11.8839036446354 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.04148646166886,
            "unit": "ns/iter",
            "extra": "iterations: 43741619\ncpu: 16.04072501294477 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.146351549727836,
            "unit": "ns/iter",
            "extra": "iterations: 31358602\ncpu: 22.14555157784138 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.212024555381294,
            "unit": "ns/iter",
            "extra": "iterations: 23916876\ncpu: 29.21048254797153 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 34.04705680378019,
            "unit": "ns/iter",
            "extra": "iterations: 20614086\ncpu: 34.04574779594886 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.10985750542126,
            "unit": "ns/iter",
            "extra": "iterations: 17454629\ncpu: 40.107551240418786 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.775093388256806,
            "unit": "ns/iter",
            "extra": "iterations: 14628445\ncpu: 47.77195320486902 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.72524775578612,
            "unit": "ns/iter",
            "extra": "iterations: 12781639\ncpu: 54.72298881231109 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.342675944350844,
            "unit": "ns/iter",
            "extra": "iterations: 298803157\ncpu: 2.3426020528959812 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.14526348054654,
            "unit": "ns/iter",
            "extra": "iterations: 133512077\ncpu: 5.14506808249264 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.060422172170801,
            "unit": "ns/iter",
            "extra": "iterations: 69449059\ncpu: 10.060428147773733 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.148735475171115,
            "unit": "ns/iter",
            "extra": "iterations: 43356879\ncpu: 16.14780418120041 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.652382311449234,
            "unit": "ns/iter",
            "extra": "iterations: 32312064\ncpu: 21.651204082784712 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.51669943179727,
            "unit": "ns/iter",
            "extra": "iterations: 25406074\ncpu: 27.51518837581907 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.16728449776423,
            "unit": "ns/iter",
            "extra": "iterations: 20529613\ncpu: 34.166269719745905 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.52018922494463,
            "unit": "ns/iter",
            "extra": "iterations: 16836258\ncpu: 41.51889232155983 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 47.9451707690008,
            "unit": "ns/iter",
            "extra": "iterations: 14592344\ncpu: 47.94320645127327 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 54.01286765201128,
            "unit": "ns/iter",
            "extra": "iterations: 12994523\ncpu: 54.00958780864833 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.999999809271685e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "d45e11f790273998d617f0127e62bda8945a0792",
          "message": "fix bug in timer calculation",
          "timestamp": "2021-09-30T15:53:07+02:00",
          "tree_id": "4ca3ceefb8c24c3c00a464d8ccdd83deddc38dab",
          "url": "https://github.com/SFCMM/Common/commit/d45e11f790273998d617f0127e62bda8945a0792"
        },
        "date": 1633010362269,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.0539604720286175,
            "unit": "ns/iter",
            "extra": "iterations: 229872915\ncpu: 3.053698957965535 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.8948780643360905,
            "unit": "ns/iter",
            "extra": "iterations: 103140538\ncpu: 6.894538353096432 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.947617842621124,
            "unit": "ns/iter",
            "extra": "iterations: 58767129\ncpu: 11.947176966906106 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.067964324850003,
            "unit": "ns/iter",
            "extra": "iterations: 43698205\ncpu: 16.067000692591375 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.29423506953149,
            "unit": "ns/iter",
            "extra": "iterations: 31303257\ncpu: 22.292938079893716 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.085524041123993,
            "unit": "ns/iter",
            "extra": "iterations: 24081030\ncpu: 29.084209313305962 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 33.967020603566624,
            "unit": "ns/iter",
            "extra": "iterations: 20646618\ncpu: 33.96580113023838 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.17080220551893,
            "unit": "ns/iter",
            "extra": "iterations: 17392937\ncpu: 40.169404626717196 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.92889038603149,
            "unit": "ns/iter",
            "extra": "iterations: 14629358\ncpu: 47.92646587772343 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.917684715147836,
            "unit": "ns/iter",
            "extra": "iterations: 12729993\ncpu: 54.91401487809144 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.3427957593770707,
            "unit": "ns/iter",
            "extra": "iterations: 298786765\ncpu: 2.3426590933503992 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.228424201124802,
            "unit": "ns/iter",
            "extra": "iterations: 133443286\ncpu: 5.228164375388663 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.043300170232854,
            "unit": "ns/iter",
            "extra": "iterations: 69659449\ncpu: 10.0432515049035 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.168483569343124,
            "unit": "ns/iter",
            "extra": "iterations: 43280891\ncpu: 16.168268809438295 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.666577070497535,
            "unit": "ns/iter",
            "extra": "iterations: 32337692\ncpu: 21.66615205562595 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.462639439504265,
            "unit": "ns/iter",
            "extra": "iterations: 25432983\ncpu: 27.460174726653218 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.30467888800982,
            "unit": "ns/iter",
            "extra": "iterations: 20486513\ncpu: 34.30378224932659 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.568953050780244,
            "unit": "ns/iter",
            "extra": "iterations: 16820300\ncpu: 41.56758678501568 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 47.967092369424606,
            "unit": "ns/iter",
            "extra": "iterations: 14574097\ncpu: 47.96576185817905 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 53.98070854669449,
            "unit": "ns/iter",
            "extra": "iterations: 12907011\ncpu: 53.97895616576153 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 7.00000043707405e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "e5debaa6a6e086513eb4d0397e87b760be08b43d",
          "message": "fix",
          "timestamp": "2021-10-09T13:40:49+02:00",
          "tree_id": "abbd57db643c9a75d2971e7d8991fd42ed3388b8",
          "url": "https://github.com/SFCMM/Common/commit/e5debaa6a6e086513eb4d0397e87b760be08b43d"
        },
        "date": 1633779858237,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.050277330703227,
            "unit": "ns/iter",
            "extra": "iterations: 229220383\ncpu: 3.050083975298131 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.831647673070313,
            "unit": "ns/iter",
            "extra": "iterations: 101610036\ncpu: 6.831016800348342 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.932572970720368,
            "unit": "ns/iter",
            "extra": "iterations: 59376144\ncpu: 11.932409487554464 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.035560412445598,
            "unit": "ns/iter",
            "extra": "iterations: 43554163\ncpu: 16.034295826095885 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.150151991861126,
            "unit": "ns/iter",
            "extra": "iterations: 31715843\ncpu: 22.149595456125827 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.208785707022958,
            "unit": "ns/iter",
            "extra": "iterations: 24084163\ncpu: 29.20713765307103 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 33.98255995058039,
            "unit": "ns/iter",
            "extra": "iterations: 20584288\ncpu: 33.98266711969827 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.201697572868405,
            "unit": "ns/iter",
            "extra": "iterations: 17433125\ncpu: 40.20013663643213 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.86352936571368,
            "unit": "ns/iter",
            "extra": "iterations: 14613283\ncpu: 47.86204058321471 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.8315497855107,
            "unit": "ns/iter",
            "extra": "iterations: 12761082\ncpu: 54.829426532953896 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.342760895891851,
            "unit": "ns/iter",
            "extra": "iterations: 298761776\ncpu: 2.342743497414476 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.135276437901819,
            "unit": "ns/iter",
            "extra": "iterations: 137262093\ncpu: 5.1349495377431005 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.061389441199792,
            "unit": "ns/iter",
            "extra": "iterations: 69560252\ncpu: 10.060968798675432 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.11583745804026,
            "unit": "ns/iter",
            "extra": "iterations: 43486322\ncpu: 16.11423532208587 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.653021362505857,
            "unit": "ns/iter",
            "extra": "iterations: 32363197\ncpu: 21.65178328951862 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.50407957984866,
            "unit": "ns/iter",
            "extra": "iterations: 25462426\ncpu: 27.503480186844683 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.15049777021082,
            "unit": "ns/iter",
            "extra": "iterations: 20473001\ncpu: 34.14975059103449 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.58157664417038,
            "unit": "ns/iter",
            "extra": "iterations: 16827868\ncpu: 41.569914382499405 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 47.951472144862436,
            "unit": "ns/iter",
            "extra": "iterations: 14596050\ncpu: 47.94999921211554 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 54.01800574985201,
            "unit": "ns/iter",
            "extra": "iterations: 12972856\ncpu: 54.0137842430377 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 7.999999809271685e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "4b1abee8bd3320cc6d1b790b35e7abb8d7b419c3",
          "message": "fix",
          "timestamp": "2021-11-06T12:35:40+01:00",
          "tree_id": "30566e08d88276f87e000c85d4c424a9745fe7f9",
          "url": "https://github.com/SFCMM/Common/commit/4b1abee8bd3320cc6d1b790b35e7abb8d7b419c3"
        },
        "date": 1636198745755,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.057698533981207,
            "unit": "ns/iter",
            "extra": "iterations: 228825034\ncpu: 3.0575024321858075 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.74668077426473,
            "unit": "ns/iter",
            "extra": "iterations: 104203895\ncpu: 6.746491846585967 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.891283691780913,
            "unit": "ns/iter",
            "extra": "iterations: 58925796\ncpu: 11.89072054283323 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 15.980696122141612,
            "unit": "ns/iter",
            "extra": "iterations: 43770221\ncpu: 15.980034325163677 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.167709269862645,
            "unit": "ns/iter",
            "extra": "iterations: 31484813\ncpu: 22.166657747022338 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.16527446253615,
            "unit": "ns/iter",
            "extra": "iterations: 24047599\ncpu: 29.16406698232119 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 33.89607065008563,
            "unit": "ns/iter",
            "extra": "iterations: 20592643\ncpu: 33.8929121434291 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.22478940852149,
            "unit": "ns/iter",
            "extra": "iterations: 17375703\ncpu: 40.22431253572877 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.93441722267466,
            "unit": "ns/iter",
            "extra": "iterations: 14600937\ncpu: 47.931294272415435 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.883620192339315,
            "unit": "ns/iter",
            "extra": "iterations: 12792812\ncpu: 54.88260188612163 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.342386594613766,
            "unit": "ns/iter",
            "extra": "iterations: 298886068\ncpu: 2.3423404198284716 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.230874384924966,
            "unit": "ns/iter",
            "extra": "iterations: 138048606\ncpu: 5.230715824830566 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.047702861064096,
            "unit": "ns/iter",
            "extra": "iterations: 69664354\ncpu: 10.047265607314756 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.19904879762094,
            "unit": "ns/iter",
            "extra": "iterations: 43289631\ncpu: 16.19828013780018 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.665808053073413,
            "unit": "ns/iter",
            "extra": "iterations: 32305180\ncpu: 21.66445975537052 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.541921516756215,
            "unit": "ns/iter",
            "extra": "iterations: 25415922\ncpu: 27.54099076161784 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.26339774721522,
            "unit": "ns/iter",
            "extra": "iterations: 20473330\ncpu: 34.26120357557866 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.553926088594416,
            "unit": "ns/iter",
            "extra": "iterations: 16846818\ncpu: 41.55242699244438 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 47.93758154248483,
            "unit": "ns/iter",
            "extra": "iterations: 14618913\ncpu: 47.93461531647411 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 54.032495031021504,
            "unit": "ns/iter",
            "extra": "iterations: 12943302\ncpu: 54.03079214253047 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "010aa6457eb23fb7deaa2e2868f5216757a66cb8",
          "message": "improve documentation",
          "timestamp": "2021-11-06T13:10:26+01:00",
          "tree_id": "ac471d0fe3027443ee34216229649902201ced23",
          "url": "https://github.com/SFCMM/Common/commit/010aa6457eb23fb7deaa2e2868f5216757a66cb8"
        },
        "date": 1636200866130,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.0988579967494525,
            "unit": "ns/iter",
            "extra": "iterations: 228660470\ncpu: 3.070307963593358 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.872719156558941,
            "unit": "ns/iter",
            "extra": "iterations: 101156110\ncpu: 6.862001889950098 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.942118413570697,
            "unit": "ns/iter",
            "extra": "iterations: 58773821\ncpu: 11.942015153311198 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.093701008154966,
            "unit": "ns/iter",
            "extra": "iterations: 43409010\ncpu: 16.09302589485455 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.20437910385545,
            "unit": "ns/iter",
            "extra": "iterations: 31606558\ncpu: 22.203843360608904 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.21289836266798,
            "unit": "ns/iter",
            "extra": "iterations: 23973632\ncpu: 29.211368807196177 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 33.95342732357025,
            "unit": "ns/iter",
            "extra": "iterations: 20633987\ncpu: 33.95180824723789 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.22050312585189,
            "unit": "ns/iter",
            "extra": "iterations: 17300562\ncpu: 40.20138848668616 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.85818305172845,
            "unit": "ns/iter",
            "extra": "iterations: 14603861\ncpu: 47.85524944396558 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.87725956182244,
            "unit": "ns/iter",
            "extra": "iterations: 12836283\ncpu: 54.87584123846444 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.3424843669981037,
            "unit": "ns/iter",
            "extra": "iterations: 298838481\ncpu: 2.342391005527837 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.184952035118188,
            "unit": "ns/iter",
            "extra": "iterations: 134243216\ncpu: 5.184530054762697 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.060721867736314,
            "unit": "ns/iter",
            "extra": "iterations: 69479681\ncpu: 10.060339727236215 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.191720449917145,
            "unit": "ns/iter",
            "extra": "iterations: 43169109\ncpu: 16.190679219253774 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.65538104186326,
            "unit": "ns/iter",
            "extra": "iterations: 32371417\ncpu: 21.654919986974928 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.487964205863598,
            "unit": "ns/iter",
            "extra": "iterations: 25438579\ncpu: 27.486995205195985 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.16220932860363,
            "unit": "ns/iter",
            "extra": "iterations: 20465765\ncpu: 34.16025254858533 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.58174196329336,
            "unit": "ns/iter",
            "extra": "iterations: 16840573\ncpu: 41.57897127372086 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 47.874914927631416,
            "unit": "ns/iter",
            "extra": "iterations: 14619906\ncpu: 47.8739400239646 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 53.972021166121735,
            "unit": "ns/iter",
            "extra": "iterations: 12941247\ncpu: 53.96812911460558 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 7.00000043707405e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.00000043707405e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 7.00000043707405e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "1fe0bacbe0da1f8db4e3e9d87888fdf752cb0c3b",
          "message": "fix some warnings",
          "timestamp": "2021-11-26T11:43:45+01:00",
          "tree_id": "3df2d122a1f810d0a1163cf72ece55fb243d0ec5",
          "url": "https://github.com/SFCMM/Common/commit/1fe0bacbe0da1f8db4e3e9d87888fdf752cb0c3b"
        },
        "date": 1637926775903,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.0718546016923534,
            "unit": "ns/iter",
            "extra": "iterations: 227573873\ncpu: 3.0716692113421997 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.822301353590576,
            "unit": "ns/iter",
            "extra": "iterations: 103561965\ncpu: 6.822035985895015 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.857722670911159,
            "unit": "ns/iter",
            "extra": "iterations: 59482646\ncpu: 11.8564279739674 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.06806907674138,
            "unit": "ns/iter",
            "extra": "iterations: 43539286\ncpu: 16.067325127931593 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.32237641783572,
            "unit": "ns/iter",
            "extra": "iterations: 31472361\ncpu: 22.321687432347378 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.21355991429263,
            "unit": "ns/iter",
            "extra": "iterations: 23993131\ncpu: 29.21219677415172 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 33.95601642250146,
            "unit": "ns/iter",
            "extra": "iterations: 20617809\ncpu: 33.953315068540974 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.250436692480065,
            "unit": "ns/iter",
            "extra": "iterations: 17436183\ncpu: 40.247633957500916 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.79851679376293,
            "unit": "ns/iter",
            "extra": "iterations: 14613342\ncpu: 47.795712849257896 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.86630711668412,
            "unit": "ns/iter",
            "extra": "iterations: 12785056\ncpu: 54.862579405205565 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.3433956531338906,
            "unit": "ns/iter",
            "extra": "iterations: 298684471\ncpu: 2.343191126263809 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.228192393674746,
            "unit": "ns/iter",
            "extra": "iterations: 138115892\ncpu: 5.2280658550139965 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.045899220786788,
            "unit": "ns/iter",
            "extra": "iterations: 69708264\ncpu: 10.045196248180858 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.22672398737736,
            "unit": "ns/iter",
            "extra": "iterations: 43162526\ncpu: 16.226144966585107 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.608907870313377,
            "unit": "ns/iter",
            "extra": "iterations: 32297776\ncpu: 21.608254295899513 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.497921526421898,
            "unit": "ns/iter",
            "extra": "iterations: 25433809\ncpu: 27.496719229117456 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.386598162337485,
            "unit": "ns/iter",
            "extra": "iterations: 20485907\ncpu: 34.28387935179051 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.57713539266194,
            "unit": "ns/iter",
            "extra": "iterations: 16826355\ncpu: 41.57544191834768 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 47.91083790903843,
            "unit": "ns/iter",
            "extra": "iterations: 14625072\ncpu: 47.906927706065495 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 53.95322060756727,
            "unit": "ns/iter",
            "extra": "iterations: 12977039\ncpu: 53.95259619702138 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.999999809271685e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "26b3e33f6e6d585a069c9a5dd9e72733f384904e",
          "message": "update",
          "timestamp": "2021-11-26T15:52:05+01:00",
          "tree_id": "5525ee65925b0d0a76a86b90c6915b7b0a38740f",
          "url": "https://github.com/SFCMM/Common/commit/26b3e33f6e6d585a069c9a5dd9e72733f384904e"
        },
        "date": 1638021310455,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.631949742353704,
            "unit": "ns/iter",
            "extra": "iterations: 192671657\ncpu: 3.631600687380812 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 7.9952735139145865,
            "unit": "ns/iter",
            "extra": "iterations: 87224630\ncpu: 7.994609435431253 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 14.113872837072837,
            "unit": "ns/iter",
            "extra": "iterations: 49654818\ncpu: 14.113167870235678 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 19.094836639027033,
            "unit": "ns/iter",
            "extra": "iterations: 36396545\ncpu: 19.09366608836085 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 26.337615163176395,
            "unit": "ns/iter",
            "extra": "iterations: 26484160\ncpu: 26.336541578060253 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 34.72696930255149,
            "unit": "ns/iter",
            "extra": "iterations: 20167051\ncpu: 34.71542408456252 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 40.160265902733954,
            "unit": "ns/iter",
            "extra": "iterations: 17337618\ncpu: 40.158895645295715 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 47.52714096968987,
            "unit": "ns/iter",
            "extra": "iterations: 14780312\ncpu: 47.525087359454936 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 57.04136833853566,
            "unit": "ns/iter",
            "extra": "iterations: 12336947\ncpu: 57.03840853008446 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 64.9671459684922,
            "unit": "ns/iter",
            "extra": "iterations: 10824425\ncpu: 64.961002917014 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.7731676983599054,
            "unit": "ns/iter",
            "extra": "iterations: 251111943\ncpu: 2.773057233681637 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 6.202360265729171,
            "unit": "ns/iter",
            "extra": "iterations: 114865880\ncpu: 6.2018316144010734 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 11.941858411576883,
            "unit": "ns/iter",
            "extra": "iterations: 58367738\ncpu: 11.9415987818476 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 19.262332136709823,
            "unit": "ns/iter",
            "extra": "iterations: 36285703\ncpu: 19.26116779382781 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 25.53325215739462,
            "unit": "ns/iter",
            "extra": "iterations: 27181289\ncpu: 25.53220349483792 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 32.56802606263269,
            "unit": "ns/iter",
            "extra": "iterations: 21316036\ncpu: 32.56631767745186 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 40.503543546747,
            "unit": "ns/iter",
            "extra": "iterations: 17176576\ncpu: 40.50141943306986 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 49.397442646243576,
            "unit": "ns/iter",
            "extra": "iterations: 14124053\ncpu: 49.38378424380039 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 57.438903386719794,
            "unit": "ns/iter",
            "extra": "iterations: 12229033\ncpu: 57.43813333400931 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 64.31382757539701,
            "unit": "ns/iter",
            "extra": "iterations: 10792984\ncpu: 64.31023514905584 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 7.999999809271685e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 9.000000034120603e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 8.999999749903509e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "99a7f093e597d218ca61586a3d2cb39468cbd252",
          "message": "fix",
          "timestamp": "2021-12-01T02:52:49+01:00",
          "tree_id": "57ee94a852b017faaaa6d44bace511bad6c4b50a",
          "url": "https://github.com/SFCMM/Common/commit/99a7f093e597d218ca61586a3d2cb39468cbd252"
        },
        "date": 1638373165285,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.0477400915887354,
            "unit": "ns/iter",
            "extra": "iterations: 229888520\ncpu: 3.047628263473095 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.753409648700295,
            "unit": "ns/iter",
            "extra": "iterations: 102596200\ncpu: 6.75270905745047 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.891873840488268,
            "unit": "ns/iter",
            "extra": "iterations: 58846962\ncpu: 11.890775007212772 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.011977819915714,
            "unit": "ns/iter",
            "extra": "iterations: 43727156\ncpu: 16.01107298174159 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.186774264483887,
            "unit": "ns/iter",
            "extra": "iterations: 31605350\ncpu: 22.18600126244451 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.36879446832065,
            "unit": "ns/iter",
            "extra": "iterations: 24010070\ncpu: 29.113569972932197 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 33.98114397167543,
            "unit": "ns/iter",
            "extra": "iterations: 20615423\ncpu: 33.978366051475135 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.07834555268856,
            "unit": "ns/iter",
            "extra": "iterations: 17440773\ncpu: 40.07155714944513 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.89500156007578,
            "unit": "ns/iter",
            "extra": "iterations: 14624303\ncpu: 47.89211157618932 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.947650793825964,
            "unit": "ns/iter",
            "extra": "iterations: 12736430\ncpu: 54.933042775722846 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.3437022145120223,
            "unit": "ns/iter",
            "extra": "iterations: 298701433\ncpu: 2.343595057342763 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.111575857234725,
            "unit": "ns/iter",
            "extra": "iterations: 138950893\ncpu: 5.111354009074275 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.056663825450887,
            "unit": "ns/iter",
            "extra": "iterations: 69591101\ncpu: 10.056369276295822 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.124295279616845,
            "unit": "ns/iter",
            "extra": "iterations: 43343432\ncpu: 16.123696942134142 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.65899960864689,
            "unit": "ns/iter",
            "extra": "iterations: 32356957\ncpu: 21.65741389092921 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.54215792794827,
            "unit": "ns/iter",
            "extra": "iterations: 25502807\ncpu: 27.5411979944011 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.24963036577161,
            "unit": "ns/iter",
            "extra": "iterations: 20493232\ncpu: 34.24740421618215 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.61969592423766,
            "unit": "ns/iter",
            "extra": "iterations: 16821663\ncpu: 41.617502799812286 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 48.09366586194432,
            "unit": "ns/iter",
            "extra": "iterations: 14519292\ncpu: 48.0916705855907 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 54.128969777181815,
            "unit": "ns/iter",
            "extra": "iterations: 12911304\ncpu: 54.126756522811434 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 7.999999809271685e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "288a45c03c2d48f552e29fa9d639a0db23f4e906",
          "message": "add lowercase solvertypes",
          "timestamp": "2021-12-02T13:47:04+01:00",
          "tree_id": "8d941ff6a970b72280e620b109dfedab73336975",
          "url": "https://github.com/SFCMM/Common/commit/288a45c03c2d48f552e29fa9d639a0db23f4e906"
        },
        "date": 1638449666097,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.0753222817032424,
            "unit": "ns/iter",
            "extra": "iterations: 227306497\ncpu: 3.075065826209095 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.828672448395019,
            "unit": "ns/iter",
            "extra": "iterations: 103884278\ncpu: 6.828057379385166 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.979328132316851,
            "unit": "ns/iter",
            "extra": "iterations: 59170996\ncpu: 11.97885673582375 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.066997928074777,
            "unit": "ns/iter",
            "extra": "iterations: 43584109\ncpu: 16.066318987959573 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.184671281705974,
            "unit": "ns/iter",
            "extra": "iterations: 31444873\ncpu: 22.183804017907768 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.125855662208995,
            "unit": "ns/iter",
            "extra": "iterations: 23988146\ncpu: 29.124639311433217 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 33.966031077789985,
            "unit": "ns/iter",
            "extra": "iterations: 20682552\ncpu: 33.96470614458025 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.23279519046281,
            "unit": "ns/iter",
            "extra": "iterations: 17393770\ncpu: 40.23124383040592 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.80543795130817,
            "unit": "ns/iter",
            "extra": "iterations: 14613040\ncpu: 47.80416395219613 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.82392780840296,
            "unit": "ns/iter",
            "extra": "iterations: 12707407\ncpu: 54.82039545912083 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.343004878790755,
            "unit": "ns/iter",
            "extra": "iterations: 298828353\ncpu: 2.342803174369467 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.158208718058005,
            "unit": "ns/iter",
            "extra": "iterations: 138299926\ncpu: 5.158027987665009 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.052277536599366,
            "unit": "ns/iter",
            "extra": "iterations: 69657739\ncpu: 10.051999189924892 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.165779115055336,
            "unit": "ns/iter",
            "extra": "iterations: 43377008\ncpu: 16.165336760894146 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.674738895749858,
            "unit": "ns/iter",
            "extra": "iterations: 32380936\ncpu: 21.674192030767717 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.500970029901037,
            "unit": "ns/iter",
            "extra": "iterations: 25473957\ncpu: 27.50026719445276 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.1984742512551,
            "unit": "ns/iter",
            "extra": "iterations: 20470474\ncpu: 34.19705728357826 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.558411274384895,
            "unit": "ns/iter",
            "extra": "iterations: 16825964\ncpu: 41.556897304665604 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 48.000672547291025,
            "unit": "ns/iter",
            "extra": "iterations: 14584848\ncpu: 47.99947459171316 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 54.048698081494486,
            "unit": "ns/iter",
            "extra": "iterations: 12956917\ncpu: 54.04652287268643 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 7.999999809271685e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "e2687ffbd23162a701ee976a7f8cfe778d969b7c",
          "message": "oppositeDir function which includes diagonals",
          "timestamp": "2021-12-12T15:50:51+01:00",
          "tree_id": "82a30b0c41263adb339e77a333b49babb83a2244",
          "url": "https://github.com/SFCMM/Common/commit/e2687ffbd23162a701ee976a7f8cfe778d969b7c"
        },
        "date": 1639480867961,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.0644837272841374,
            "unit": "ns/iter",
            "extra": "iterations: 228507185\ncpu: 3.064424429367506 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.816219007521361,
            "unit": "ns/iter",
            "extra": "iterations: 101760012\ncpu: 6.815781428956594 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.949655113200194,
            "unit": "ns/iter",
            "extra": "iterations: 58455847\ncpu: 11.94858745268031 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.025423098636818,
            "unit": "ns/iter",
            "extra": "iterations: 43786480\ncpu: 16.02407181394805 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.273734313174728,
            "unit": "ns/iter",
            "extra": "iterations: 31596817\ncpu: 22.271806682299676 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.33060261073302,
            "unit": "ns/iter",
            "extra": "iterations: 24049190\ncpu: 29.328276752772116 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 33.9569021167432,
            "unit": "ns/iter",
            "extra": "iterations: 20684937\ncpu: 33.95246502321954 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.23776237131671,
            "unit": "ns/iter",
            "extra": "iterations: 17436262\ncpu: 40.23555622185537 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.840531391345955,
            "unit": "ns/iter",
            "extra": "iterations: 14627487\ncpu: 47.83818300436702 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.89641838813328,
            "unit": "ns/iter",
            "extra": "iterations: 12721814\ncpu: 54.893091504088964 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.343583815899596,
            "unit": "ns/iter",
            "extra": "iterations: 298737025\ncpu: 2.3433817753256383 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.1398511801892734,
            "unit": "ns/iter",
            "extra": "iterations: 138482235\ncpu: 5.139518437148284 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.051123153625355,
            "unit": "ns/iter",
            "extra": "iterations: 69670389\ncpu: 10.050212293202492 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.16006029160416,
            "unit": "ns/iter",
            "extra": "iterations: 43656493\ncpu: 16.159028165638517 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.632106397513066,
            "unit": "ns/iter",
            "extra": "iterations: 32349478\ncpu: 21.631199118576223 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.497892545647417,
            "unit": "ns/iter",
            "extra": "iterations: 25425699\ncpu: 27.495704247895038 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.184941044006415,
            "unit": "ns/iter",
            "extra": "iterations: 20444910\ncpu: 34.183075396272315 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.51371087539534,
            "unit": "ns/iter",
            "extra": "iterations: 16863110\ncpu: 41.51045091919566 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 48.030404195015116,
            "unit": "ns/iter",
            "extra": "iterations: 14575390\ncpu: 48.02534957898211 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 54.13674459839598,
            "unit": "ns/iter",
            "extra": "iterations: 12931019\ncpu: 54.13195201399063 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 7.00000043707405e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 7.00000043707405e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "27726fca6b1b31aaa44c7d81c93aac05b8f53099",
          "message": "fxi unit test",
          "timestamp": "2021-12-17T17:42:51+01:00",
          "tree_id": "7d41f6ab567d62f8d023cb470ae7be437633e9ce",
          "url": "https://github.com/SFCMM/Common/commit/27726fca6b1b31aaa44c7d81c93aac05b8f53099"
        },
        "date": 1639759602644,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.451256111211464,
            "unit": "ns/iter",
            "extra": "iterations: 201199263\ncpu: 3.442472848421915 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 7.7936253876733215,
            "unit": "ns/iter",
            "extra": "iterations: 87715891\ncpu: 7.792771551508267 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 13.845183661197874,
            "unit": "ns/iter",
            "extra": "iterations: 53321633\ncpu: 13.844003989900305 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 18.79178396134939,
            "unit": "ns/iter",
            "extra": "iterations: 37747875\ncpu: 18.789248401400073 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 25.684551383583795,
            "unit": "ns/iter",
            "extra": "iterations: 27598834\ncpu: 25.681617563988375 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 33.851360789691626,
            "unit": "ns/iter",
            "extra": "iterations: 20384083\ncpu: 33.84578055338573 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 39.365509182816744,
            "unit": "ns/iter",
            "extra": "iterations: 17990719\ncpu: 39.36187319695226 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 45.28927457592229,
            "unit": "ns/iter",
            "extra": "iterations: 15088457\ncpu: 45.28284104862415 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 50.05911291474347,
            "unit": "ns/iter",
            "extra": "iterations: 14072830\ncpu: 50.052548066025075 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 61.76654094629065,
            "unit": "ns/iter",
            "extra": "iterations: 11177716\ncpu: 61.75682939162158 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.577510733460055,
            "unit": "ns/iter",
            "extra": "iterations: 265571400\ncpu: 2.577077576877628 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.869048466617437,
            "unit": "ns/iter",
            "extra": "iterations: 138505251\ncpu: 5.86841072184332 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 11.878609742461759,
            "unit": "ns/iter",
            "extra": "iterations: 58959781\ncpu: 11.877467794529306 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 18.587289756610108,
            "unit": "ns/iter",
            "extra": "iterations: 37227627\ncpu: 18.584963795839034 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 24.695121167378456,
            "unit": "ns/iter",
            "extra": "iterations: 27304585\ncpu: 24.6917028770077 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 31.334578934763975,
            "unit": "ns/iter",
            "extra": "iterations: 22508270\ncpu: 31.330639804836174 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 38.57980898566201,
            "unit": "ns/iter",
            "extra": "iterations: 17691761\ncpu: 38.57605808715146 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 46.66333516436591,
            "unit": "ns/iter",
            "extra": "iterations: 15075281\ncpu: 46.65698105395191 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 52.9906703213071,
            "unit": "ns/iter",
            "extra": "iterations: 12913628\ncpu: 52.965975169797375 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 61.250618917236395,
            "unit": "ns/iter",
            "extra": "iterations: 12363931\ncpu: 61.24252068375333 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 5.999999928008037e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 5.999999928008037e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.000000034589448e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 6.000000212225132e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "57509887b3ffa073360ce47d9387d88216646671",
          "message": "add solver definitions",
          "timestamp": "2021-12-20T22:20:23+01:00",
          "tree_id": "f5e95faa82ba48fdbf4502181a9424922de49feb",
          "url": "https://github.com/SFCMM/Common/commit/57509887b3ffa073360ce47d9387d88216646671"
        },
        "date": 1640038458757,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.5544349590776725,
            "unit": "ns/iter",
            "extra": "iterations: 198008039\ncpu: 3.553460271378173 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 7.969358703217443,
            "unit": "ns/iter",
            "extra": "iterations: 90070731\ncpu: 7.968873928646143 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 13.709894821513995,
            "unit": "ns/iter",
            "extra": "iterations: 51801278\ncpu: 13.706986148102366 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 18.334817032001368,
            "unit": "ns/iter",
            "extra": "iterations: 37694761\ncpu: 18.332550244847013 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 25.5919675235381,
            "unit": "ns/iter",
            "extra": "iterations: 27151726\ncpu: 25.590962430896653 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 34.11182276823247,
            "unit": "ns/iter",
            "extra": "iterations: 20782324\ncpu: 34.11017940053285 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 39.42063392679159,
            "unit": "ns/iter",
            "extra": "iterations: 17824014\ncpu: 39.4172996049038 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 48.31057369916612,
            "unit": "ns/iter",
            "extra": "iterations: 14855643\ncpu: 48.30575828996437 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 56.692450614743876,
            "unit": "ns/iter",
            "extra": "iterations: 12247633\ncpu: 56.68851279263522 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 64.01288434145772,
            "unit": "ns/iter",
            "extra": "iterations: 10967266\ncpu: 64.01047444276448 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.7180875139573275,
            "unit": "ns/iter",
            "extra": "iterations: 256409317\ncpu: 2.7179651978090953 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 6.026066054717517,
            "unit": "ns/iter",
            "extra": "iterations: 116980956\ncpu: 6.025940666786819 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 11.648306172383224,
            "unit": "ns/iter",
            "extra": "iterations: 60650800\ncpu: 11.647628720478519 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 19.090572187026034,
            "unit": "ns/iter",
            "extra": "iterations: 37339487\ncpu: 19.08896605890702 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 25.4572129095957,
            "unit": "ns/iter",
            "extra": "iterations: 27516524\ncpu: 25.455926046472996 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 32.322578782440566,
            "unit": "ns/iter",
            "extra": "iterations: 21577873\ncpu: 32.320956750463786 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 40.5455938772621,
            "unit": "ns/iter",
            "extra": "iterations: 17296840\ncpu: 40.54394328675076 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 48.85224439223831,
            "unit": "ns/iter",
            "extra": "iterations: 14366250\ncpu: 48.850187070390646 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 56.76277181531571,
            "unit": "ns/iter",
            "extra": "iterations: 12483660\ncpu: 56.75927572522804 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 64.69058326336472,
            "unit": "ns/iter",
            "extra": "iterations: 10792826\ncpu: 64.68672801729562 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 7.999999809271685e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "ca96d09e0af2a95c91d4b63f34b4468b40276926",
          "message": "cleanup and documentation",
          "timestamp": "2022-01-01T13:37:00+01:00",
          "tree_id": "f9e711d23b4a61884a711f5c956d872d4615fca7",
          "url": "https://github.com/SFCMM/Common/commit/ca96d09e0af2a95c91d4b63f34b4468b40276926"
        },
        "date": 1641040854156,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.583530011086599,
            "unit": "ns/iter",
            "extra": "iterations: 188346162\ncpu: 3.566309463741554 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 7.699466633599592,
            "unit": "ns/iter",
            "extra": "iterations: 90249217\ncpu: 7.6985964321441145 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 13.587619106731188,
            "unit": "ns/iter",
            "extra": "iterations: 52120795\ncpu: 13.586818850326441 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 18.429739058376292,
            "unit": "ns/iter",
            "extra": "iterations: 37915760\ncpu: 18.42899628017479 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 24.22539486761228,
            "unit": "ns/iter",
            "extra": "iterations: 28177292\ncpu: 24.22456352441533 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 31.25609366888565,
            "unit": "ns/iter",
            "extra": "iterations: 21942569\ncpu: 31.255095973493365 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 37.60362800317825,
            "unit": "ns/iter",
            "extra": "iterations: 18830634\ncpu: 37.600911366021975 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 45.34572523641207,
            "unit": "ns/iter",
            "extra": "iterations: 15328181\ncpu: 45.342040259049654 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 55.20423257222125,
            "unit": "ns/iter",
            "extra": "iterations: 12748040\ncpu: 55.199356136315835 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 63.497953586059445,
            "unit": "ns/iter",
            "extra": "iterations: 10925942\ncpu: 63.494204893271366 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.6224315721245035,
            "unit": "ns/iter",
            "extra": "iterations: 265000044\ncpu: 2.622347111761239 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 6.154655291539037,
            "unit": "ns/iter",
            "extra": "iterations: 120759612\ncpu: 6.1539192424699 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 11.585760077136323,
            "unit": "ns/iter",
            "extra": "iterations: 60103584\ncpu: 11.584427311356315 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 17.60510451670177,
            "unit": "ns/iter",
            "extra": "iterations: 39088872\ncpu: 17.604040863599216 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 23.697859611446965,
            "unit": "ns/iter",
            "extra": "iterations: 29775248\ncpu: 23.691208214285894 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 30.783186178572272,
            "unit": "ns/iter",
            "extra": "iterations: 23861500\ncpu: 30.781166313936627 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 37.10596690625345,
            "unit": "ns/iter",
            "extra": "iterations: 17633845\ncpu: 37.102344950860086 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 44.96966300513509,
            "unit": "ns/iter",
            "extra": "iterations: 15797214\ncpu: 44.96665677884712 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 52.68931729999906,
            "unit": "ns/iter",
            "extra": "iterations: 10000000\ncpu: 52.68669000000017 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 60.51410464688389,
            "unit": "ns/iter",
            "extra": "iterations: 11595682\ncpu: 60.50921368833697 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 6.000000212225132e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "a8bd4e44687ae5088e8837a70a7d4372a7dfdb22",
          "message": "add unpacking function for eigen vector",
          "timestamp": "2022-01-05T14:07:31+01:00",
          "tree_id": "f768887c7368637bb09aa1a2fdea0820d98b65c7",
          "url": "https://github.com/SFCMM/Common/commit/a8bd4e44687ae5088e8837a70a7d4372a7dfdb22"
        },
        "date": 1641388826234,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.6019671142050735,
            "unit": "ns/iter",
            "extra": "iterations: 191623953\ncpu: 3.6016421183003158 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 7.941315099083356,
            "unit": "ns/iter",
            "extra": "iterations: 87946438\ncpu: 7.940718417726026 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 14.03529298582096,
            "unit": "ns/iter",
            "extra": "iterations: 51348560\ncpu: 14.034286453213094 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 19.045088313156167,
            "unit": "ns/iter",
            "extra": "iterations: 36259773\ncpu: 19.04426428703786 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 26.061532945346226,
            "unit": "ns/iter",
            "extra": "iterations: 26671127\ncpu: 26.05666419720473 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 34.255596967531496,
            "unit": "ns/iter",
            "extra": "iterations: 20824625\ncpu: 34.25332749089121 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 39.74652982036252,
            "unit": "ns/iter",
            "extra": "iterations: 17796413\ncpu: 39.74390232458645 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 46.21863478557428,
            "unit": "ns/iter",
            "extra": "iterations: 14596154\ncpu: 46.2159963508195 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 55.07523289957777,
            "unit": "ns/iter",
            "extra": "iterations: 12800796\ncpu: 55.07193458906776 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 64.2357859105261,
            "unit": "ns/iter",
            "extra": "iterations: 10664700\ncpu: 64.23186775061664 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.7253508423233996,
            "unit": "ns/iter",
            "extra": "iterations: 257236995\ncpu: 2.725258083503891 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 6.073368285022805,
            "unit": "ns/iter",
            "extra": "iterations: 115983139\ncpu: 6.073142234924338 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 11.760312605085572,
            "unit": "ns/iter",
            "extra": "iterations: 59201724\ncpu: 11.759564637002795 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 19.028440711736504,
            "unit": "ns/iter",
            "extra": "iterations: 37608447\ncpu: 19.0270473013682 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 25.292666631881126,
            "unit": "ns/iter",
            "extra": "iterations: 27674296\ncpu: 25.29108960892808 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 32.30781125203981,
            "unit": "ns/iter",
            "extra": "iterations: 22421604\ncpu: 32.305431850459954 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 39.505272322300385,
            "unit": "ns/iter",
            "extra": "iterations: 17804583\ncpu: 39.50198103488303 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 47.92495695158092,
            "unit": "ns/iter",
            "extra": "iterations: 14391353\ncpu: 47.922776961971714 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 54.9888246594161,
            "unit": "ns/iter",
            "extra": "iterations: 12477830\ncpu: 54.985666578243126 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 63.56664326114982,
            "unit": "ns/iter",
            "extra": "iterations: 10983166\ncpu: 63.56190009328819 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 9.000000034120603e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.999999809271685e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "29aa83ab7b54a1f597569d35256d19485af92491",
          "message": "fix",
          "timestamp": "2022-01-08T21:59:58+01:00",
          "tree_id": "4b53a3fcfef3d625720166964cf6f1c49b5d4e61",
          "url": "https://github.com/SFCMM/Common/commit/29aa83ab7b54a1f597569d35256d19485af92491"
        },
        "date": 1641676021964,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.5029785475021487,
            "unit": "ns/iter",
            "extra": "iterations: 200580652\ncpu: 3.5008566030586037 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 7.969863480886325,
            "unit": "ns/iter",
            "extra": "iterations: 88996476\ncpu: 7.969124530279156 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 13.400635419164407,
            "unit": "ns/iter",
            "extra": "iterations: 51539522\ncpu: 13.399734285467368 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 18.638962142433307,
            "unit": "ns/iter",
            "extra": "iterations: 38805479\ncpu: 18.638102624631948 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 25.107846709789836,
            "unit": "ns/iter",
            "extra": "iterations: 29582998\ncpu: 25.106775858214224 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 34.32532236100847,
            "unit": "ns/iter",
            "extra": "iterations: 20836422\ncpu: 34.32368090836328 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 38.138714399197596,
            "unit": "ns/iter",
            "extra": "iterations: 17804936\ncpu: 38.13685148882308 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 45.84268498407147,
            "unit": "ns/iter",
            "extra": "iterations: 15361566\ncpu: 45.84012463312658 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 55.37302139542022,
            "unit": "ns/iter",
            "extra": "iterations: 13204508\ncpu: 55.370052409374196 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 61.99156245375161,
            "unit": "ns/iter",
            "extra": "iterations: 11013510\ncpu: 61.98908431553607 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.6488992081057297,
            "unit": "ns/iter",
            "extra": "iterations: 277428460\ncpu: 2.648742670452777 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 6.011848794770402,
            "unit": "ns/iter",
            "extra": "iterations: 117240363\ncpu: 6.011712877415785 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 11.279941022599106,
            "unit": "ns/iter",
            "extra": "iterations: 60501140\ncpu: 11.279731257956476 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 18.504691054508275,
            "unit": "ns/iter",
            "extra": "iterations: 38274017\ncpu: 18.503607813102057 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 24.864647489852608,
            "unit": "ns/iter",
            "extra": "iterations: 28180593\ncpu: 24.862759275505663 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 31.672655841986927,
            "unit": "ns/iter",
            "extra": "iterations: 22096420\ncpu: 31.670691451375333 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 39.95358588879815,
            "unit": "ns/iter",
            "extra": "iterations: 17747943\ncpu: 39.95294553289924 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 49.6101300015665,
            "unit": "ns/iter",
            "extra": "iterations: 14186829\ncpu: 49.60829513064547 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 56.50942020189637,
            "unit": "ns/iter",
            "extra": "iterations: 12151385\ncpu: 56.507418701654274 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 62.30157623172614,
            "unit": "ns/iter",
            "extra": "iterations: 11025219\ncpu: 62.29789176976894 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.999999986907369e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 8.000000093488779e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 8.000000022434506e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "7cc659fee122a89466c58887ba1e5ecf9410bf44",
          "message": "add direction related stuff for cartesian grids",
          "timestamp": "2022-01-22T01:59:12+01:00",
          "tree_id": "d31000f9f693a7f5bd79d49fc912796731bf4fba",
          "url": "https://github.com/SFCMM/Common/commit/7cc659fee122a89466c58887ba1e5ecf9410bf44"
        },
        "date": 1643253323397,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.059227601299889,
            "unit": "ns/iter",
            "extra": "iterations: 228351912\ncpu: 3.0546190478142345 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.868905535402666,
            "unit": "ns/iter",
            "extra": "iterations: 103341625\ncpu: 6.867326694349928 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.957054965249895,
            "unit": "ns/iter",
            "extra": "iterations: 58970659\ncpu: 11.955360715911281 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.08701232832182,
            "unit": "ns/iter",
            "extra": "iterations: 43671800\ncpu: 16.086071561053128 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.233998712708733,
            "unit": "ns/iter",
            "extra": "iterations: 31335557\ncpu: 22.233199811958038 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.26656588353056,
            "unit": "ns/iter",
            "extra": "iterations: 23940513\ncpu: 29.264560872191826 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 34.02377074813283,
            "unit": "ns/iter",
            "extra": "iterations: 20593420\ncpu: 34.02051723317447 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.38665543505738,
            "unit": "ns/iter",
            "extra": "iterations: 17368839\ncpu: 40.38412124149463 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.93835767890432,
            "unit": "ns/iter",
            "extra": "iterations: 14607448\ncpu: 47.93509448056899 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.921107918510096,
            "unit": "ns/iter",
            "extra": "iterations: 12725954\ncpu: 54.917965285745886 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.3420562075574134,
            "unit": "ns/iter",
            "extra": "iterations: 298888562\ncpu: 2.3419193271102845 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.366331313213231,
            "unit": "ns/iter",
            "extra": "iterations: 131792987\ncpu: 5.36618158597468 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.057221314586569,
            "unit": "ns/iter",
            "extra": "iterations: 69583127\ncpu: 10.056677964472625 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.247674999010336,
            "unit": "ns/iter",
            "extra": "iterations: 43041272\ncpu: 16.24655749021542 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.662844113716343,
            "unit": "ns/iter",
            "extra": "iterations: 32370077\ncpu: 21.661644487283752 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.483853196671564,
            "unit": "ns/iter",
            "extra": "iterations: 25467270\ncpu: 27.482191848596262 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.20275507756861,
            "unit": "ns/iter",
            "extra": "iterations: 20447192\ncpu: 34.200265738200194 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.56823413028724,
            "unit": "ns/iter",
            "extra": "iterations: 16849046\ncpu: 41.56670947423373 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 48.01407766371078,
            "unit": "ns/iter",
            "extra": "iterations: 14579834\ncpu: 48.01126679494421 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 54.056197023231704,
            "unit": "ns/iter",
            "extra": "iterations: 13019622\ncpu: 54.05408851347611 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 5.999999928008037e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "3f9a53c2db6e3cf4679515d92fce66ecc5f1eb0b",
          "message": "fix warning",
          "timestamp": "2022-01-28T02:37:53+01:00",
          "tree_id": "8eefe08e3ccf2a301904a1561f0406f8be8ff786",
          "url": "https://github.com/SFCMM/Common/commit/3f9a53c2db6e3cf4679515d92fce66ecc5f1eb0b"
        },
        "date": 1643376256240,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.0485867010648127,
            "unit": "ns/iter",
            "extra": "iterations: 229325263\ncpu: 3.047577448979095 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.748430738011091,
            "unit": "ns/iter",
            "extra": "iterations: 104293930\ncpu: 6.747827989605915 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.863306686255578,
            "unit": "ns/iter",
            "extra": "iterations: 59062011\ncpu: 11.849498317962789 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.072133060934714,
            "unit": "ns/iter",
            "extra": "iterations: 43793109\ncpu: 16.07002827773658 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.237449220128486,
            "unit": "ns/iter",
            "extra": "iterations: 31381775\ncpu: 22.236951224078293 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.054576153612,
            "unit": "ns/iter",
            "extra": "iterations: 24030935\ncpu: 29.053846635596987 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 33.9542770004627,
            "unit": "ns/iter",
            "extra": "iterations: 20631258\ncpu: 33.95302894278187 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.176363033505666,
            "unit": "ns/iter",
            "extra": "iterations: 17447205\ncpu: 40.17310509047153 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.8278112567589,
            "unit": "ns/iter",
            "extra": "iterations: 14617297\ncpu: 47.82483382529617 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.82006949914839,
            "unit": "ns/iter",
            "extra": "iterations: 12750084\ncpu: 54.81349769930924 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.3436726092652567,
            "unit": "ns/iter",
            "extra": "iterations: 298664628\ncpu: 2.3434723578983756 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.18521289690966,
            "unit": "ns/iter",
            "extra": "iterations: 136408368\ncpu: 5.170402742447588 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.063560252421155,
            "unit": "ns/iter",
            "extra": "iterations: 69562798\ncpu: 10.062897412493394 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.05928669640939,
            "unit": "ns/iter",
            "extra": "iterations: 43515749\ncpu: 16.05805061519218 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.612880392435322,
            "unit": "ns/iter",
            "extra": "iterations: 32431310\ncpu: 21.61118992726471 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.514779583823334,
            "unit": "ns/iter",
            "extra": "iterations: 25450446\ncpu: 27.51315242176896 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.21581064345906,
            "unit": "ns/iter",
            "extra": "iterations: 20486010\ncpu: 34.21192804260079 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.582710705662684,
            "unit": "ns/iter",
            "extra": "iterations: 16832960\ncpu: 41.58192617341219 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 47.994332698086524,
            "unit": "ns/iter",
            "extra": "iterations: 14582777\ncpu: 47.99284114404262 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 54.039277683673625,
            "unit": "ns/iter",
            "extra": "iterations: 12979355\ncpu: 54.02555057628064 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 7.000000152856956e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "22dab8f03fd640a8b062cb163df055694bf779d1",
          "message": "-add function to get a random direction within a cone",
          "timestamp": "2022-02-02T14:54:07+01:00",
          "tree_id": "8e3279ebe10c6dabda9b5c6eaafaaaa702124fdd",
          "url": "https://github.com/SFCMM/Common/commit/22dab8f03fd640a8b062cb163df055694bf779d1"
        },
        "date": 1643810385619,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.0109996505262098,
            "unit": "ns/iter",
            "extra": "iterations: 231216164\ncpu: 3.000679485366775 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 7.440194098640114,
            "unit": "ns/iter",
            "extra": "iterations: 93894321\ncpu: 7.3765132185151 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 12.426838927982304,
            "unit": "ns/iter",
            "extra": "iterations: 52810619\ncpu: 12.34205567634039 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.96723189376512,
            "unit": "ns/iter",
            "extra": "iterations: 42489883\ncpu: 16.956780041027656 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 25.36289216594153,
            "unit": "ns/iter",
            "extra": "iterations: 27547299\ncpu: 25.35554937709137 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 32.80743585017452,
            "unit": "ns/iter",
            "extra": "iterations: 21679404\ncpu: 32.80445809303614 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 34.22890410163615,
            "unit": "ns/iter",
            "extra": "iterations: 18883576\ncpu: 34.2266263550929 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 41.796983558704405,
            "unit": "ns/iter",
            "extra": "iterations: 16624358\ncpu: 41.7950816506719 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 48.776214329390804,
            "unit": "ns/iter",
            "extra": "iterations: 13886327\ncpu: 48.773581379727055 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 55.48027513942596,
            "unit": "ns/iter",
            "extra": "iterations: 13256697\ncpu: 55.47708452565528 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.407214300777278,
            "unit": "ns/iter",
            "extra": "iterations: 293650274\ncpu: 2.406964210767262 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.487682897701416,
            "unit": "ns/iter",
            "extra": "iterations: 130786362\ncpu: 5.487386368312621 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.088381736211995,
            "unit": "ns/iter",
            "extra": "iterations: 71778823\ncpu: 10.088022758467357 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.97945512698702,
            "unit": "ns/iter",
            "extra": "iterations: 41775532\ncpu: 16.978945953339384 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 22.77247990046822,
            "unit": "ns/iter",
            "extra": "iterations: 28860993\ncpu: 22.771524181444526 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.32782586382103,
            "unit": "ns/iter",
            "extra": "iterations: 23900329\ncpu: 27.27023130100008 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 35.44906818764798,
            "unit": "ns/iter",
            "extra": "iterations: 17523056\ncpu: 35.4473500512696 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.891885570697134,
            "unit": "ns/iter",
            "extra": "iterations: 16854494\ncpu: 41.890376536963984 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 50.32026640729,
            "unit": "ns/iter",
            "extra": "iterations: 13670647\ncpu: 50.316294466531104 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 57.60922171626078,
            "unit": "ns/iter",
            "extra": "iterations: 11890021\ncpu: 57.605264111812794 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 6.000000212225132e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 5.999999643790943e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 6.000000212225132e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 6.010000106471125e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "ac3b16143b2a309f3045bad331f023cc752ca4d1",
          "message": "improve coverage",
          "timestamp": "2022-04-09T00:53:08+02:00",
          "tree_id": "ff0522fc985262522c9a6c778c3f2e9999ca2449",
          "url": "https://github.com/SFCMM/Common/commit/ac3b16143b2a309f3045bad331f023cc752ca4d1"
        },
        "date": 1649458594230,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.810555772096617,
            "unit": "ns/iter",
            "extra": "iterations: 249028965\ncpu: 2.810494353538352 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 5.234876732816231,
            "unit": "ns/iter",
            "extra": "iterations: 133896464\ncpu: 5.234939587351613 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 10.824055145602047,
            "unit": "ns/iter",
            "extra": "iterations: 64407675\ncpu: 10.82363243200442 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.044638517801385,
            "unit": "ns/iter",
            "extra": "iterations: 44830700\ncpu: 16.044224158891115 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 20.4269112889998,
            "unit": "ns/iter",
            "extra": "iterations: 34811703\ncpu: 20.426662263549698 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 26.6428115857849,
            "unit": "ns/iter",
            "extra": "iterations: 25896873\ncpu: 26.642378792219404 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 32.067215607980245,
            "unit": "ns/iter",
            "extra": "iterations: 21653438\ncpu: 32.066228928634814 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 39.06499351651329,
            "unit": "ns/iter",
            "extra": "iterations: 17919372\ncpu: 39.064226134710545 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 44.6411858281332,
            "unit": "ns/iter",
            "extra": "iterations: 15591062\ncpu: 44.6410770478625 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 51.69098232410823,
            "unit": "ns/iter",
            "extra": "iterations: 13532611\ncpu: 51.69058653943436 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.4088455837859417,
            "unit": "ns/iter",
            "extra": "iterations: 290592081\ncpu: 2.40879654253207 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.219221570787205,
            "unit": "ns/iter",
            "extra": "iterations: 134124283\ncpu: 5.219112336279932 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.894396888589077,
            "unit": "ns/iter",
            "extra": "iterations: 64725877\ncpu: 10.894213144458426 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.852395205582557,
            "unit": "ns/iter",
            "extra": "iterations: 41336076\ncpu: 16.851998723826636 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 22.202198575146145,
            "unit": "ns/iter",
            "extra": "iterations: 31789225\ncpu: 22.201560434392487 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 30.435145883383555,
            "unit": "ns/iter",
            "extra": "iterations: 23164050\ncpu: 30.43501460236877 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 37.48637159234788,
            "unit": "ns/iter",
            "extra": "iterations: 18643484\ncpu: 37.48579396426129 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 44.4139282043824,
            "unit": "ns/iter",
            "extra": "iterations: 15897182\ncpu: 44.412431083697676 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 52.01805601728742,
            "unit": "ns/iter",
            "extra": "iterations: 13839763\ncpu: 52.01696734257659 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 59.80115574043076,
            "unit": "ns/iter",
            "extra": "iterations: 11696571\ncpu: 59.799713950353464 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 6.000000212225132e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 5.999999643790943e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 5.999999643790943e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 6.000000212225132e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "6f1ff5b3f733501692c649c53032ab85d399646d",
          "message": "merge",
          "timestamp": "2022-05-02T11:37:22+02:00",
          "tree_id": "3e1b0b831aee9f2072260d9ae88bfe76dac99b94",
          "url": "https://github.com/SFCMM/Common/commit/6f1ff5b3f733501692c649c53032ab85d399646d"
        },
        "date": 1658499855475,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 2.8143704943029806,
            "unit": "ns/iter",
            "extra": "iterations: 248785040\ncpu: 2.8139095501883875 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 5.237431932403613,
            "unit": "ns/iter",
            "extra": "iterations: 133888781\ncpu: 5.234768699552208 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 10.803933003568792,
            "unit": "ns/iter",
            "extra": "iterations: 64588754\ncpu: 10.802190115015994 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.58360497334399,
            "unit": "ns/iter",
            "extra": "iterations: 43876391\ncpu: 16.54898872607822 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 20.490733631068025,
            "unit": "ns/iter",
            "extra": "iterations: 34327254\ncpu: 20.484027064908826 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 26.991138491860134,
            "unit": "ns/iter",
            "extra": "iterations: 24976674\ncpu: 26.989958711075797 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 32.69444263320029,
            "unit": "ns/iter",
            "extra": "iterations: 21547525\ncpu: 32.45185699981784 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 39.184422091170504,
            "unit": "ns/iter",
            "extra": "iterations: 18173723\ncpu: 39.13007257786423 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 45.0159614978167,
            "unit": "ns/iter",
            "extra": "iterations: 15749963\ncpu: 44.95228337996731 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 51.68651513989532,
            "unit": "ns/iter",
            "extra": "iterations: 13521527\ncpu: 51.6208191574812 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.4132722628389227,
            "unit": "ns/iter",
            "extra": "iterations: 290320667\ncpu: 2.4107274457315877 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.250619993310245,
            "unit": "ns/iter",
            "extra": "iterations: 133998220\ncpu: 5.235070286754562 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.953132205987295,
            "unit": "ns/iter",
            "extra": "iterations: 65839348\ncpu: 10.94008403606913 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.981627520769745,
            "unit": "ns/iter",
            "extra": "iterations: 41246638\ncpu: 16.96349894020451 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 22.273159912484026,
            "unit": "ns/iter",
            "extra": "iterations: 31368739\ncpu: 22.248140098969216 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 30.86994242281887,
            "unit": "ns/iter",
            "extra": "iterations: 23079109\ncpu: 30.792445236945664 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 37.666916035247944,
            "unit": "ns/iter",
            "extra": "iterations: 18699228\ncpu: 37.610953778412636 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 44.913563326024445,
            "unit": "ns/iter",
            "extra": "iterations: 15740645\ncpu: 44.874965415966116 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 52.81567148805988,
            "unit": "ns/iter",
            "extra": "iterations: 13738070\ncpu: 52.75637698745178 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 58.92390084736204,
            "unit": "ns/iter",
            "extra": "iterations: 11528972\ncpu: 58.9098923997735 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 0.0000011999999856016075,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 0.0000012000000033651759 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 0.0000011999999856016075,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 0.0000011999999998124622 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 0.0000011999999856016075,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 0.0000011999999998124622 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 0.0000011999999856016075,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 0.0000011000000021965661 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 0.0000012000000424450263,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 0.0000012000000033651759 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "committer": {
            "email": "berger.sven@gmail.com",
            "name": "svchb",
            "username": "svchb"
          },
          "distinct": true,
          "id": "415cd9bd56b1149a244fee670fa77e2e9943c4ce",
          "message": "merge",
          "timestamp": "2022-08-11T21:48:40+02:00",
          "tree_id": "fe19d5ed0f03b5cab8309bfa2da8458ce4e34108",
          "url": "https://github.com/SFCMM/Common/commit/415cd9bd56b1149a244fee670fa77e2e9943c4ce"
        },
        "date": 1660247630500,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "BM_Hilbert2D/1",
            "value": 3.0805478132536313,
            "unit": "ns/iter",
            "extra": "iterations: 226404818\ncpu: 3.080391601913701 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/2",
            "value": 6.764612539562764,
            "unit": "ns/iter",
            "extra": "iterations: 101433840\ncpu: 6.764259343824509 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/3",
            "value": 11.961230159018385,
            "unit": "ns/iter",
            "extra": "iterations: 58384712\ncpu: 11.96048033944228 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/4",
            "value": 16.036508621934356,
            "unit": "ns/iter",
            "extra": "iterations: 43258850\ncpu: 16.035245967010223 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/5",
            "value": 22.222180628280654,
            "unit": "ns/iter",
            "extra": "iterations: 31575111\ncpu: 22.22102402110321 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/6",
            "value": 29.21283917474936,
            "unit": "ns/iter",
            "extra": "iterations: 23968581\ncpu: 29.211579108500406 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/7",
            "value": 33.988681626221926,
            "unit": "ns/iter",
            "extra": "iterations: 20641923\ncpu: 33.98676082649857 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/8",
            "value": 40.42996106622634,
            "unit": "ns/iter",
            "extra": "iterations: 17308623\ncpu: 40.428074492118775 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/9",
            "value": 47.85308398662628,
            "unit": "ns/iter",
            "extra": "iterations: 14628841\ncpu: 47.84953913984035 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert2D/10",
            "value": 54.91943363120053,
            "unit": "ns/iter",
            "extra": "iterations: 12751338\ncpu: 54.91709183773501 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/1",
            "value": 2.3423340537090103,
            "unit": "ns/iter",
            "extra": "iterations: 298912556\ncpu: 2.342170597878794 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/2",
            "value": 5.397357251138014,
            "unit": "ns/iter",
            "extra": "iterations: 133163391\ncpu: 5.39723864496662 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/3",
            "value": 10.069370931921961,
            "unit": "ns/iter",
            "extra": "iterations: 69730561\ncpu: 10.06907860672453 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/4",
            "value": 16.235892227518207,
            "unit": "ns/iter",
            "extra": "iterations: 43031244\ncpu: 16.23505702042916 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/5",
            "value": 21.63668572721572,
            "unit": "ns/iter",
            "extra": "iterations: 32281688\ncpu: 21.635148075280345 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/6",
            "value": 27.49629020810493,
            "unit": "ns/iter",
            "extra": "iterations: 25456684\ncpu: 27.494751476665193 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/7",
            "value": 34.208797894851955,
            "unit": "ns/iter",
            "extra": "iterations: 20524910\ncpu: 34.20839360562361 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/8",
            "value": 41.5319646733092,
            "unit": "ns/iter",
            "extra": "iterations: 16852980\ncpu: 41.53125441316598 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/9",
            "value": 47.90414698762039,
            "unit": "ns/iter",
            "extra": "iterations: 14617068\ncpu: 47.90065285322621 ns\nthreads: 1"
          },
          {
            "name": "BM_Hilbert3D/10",
            "value": 54.02013150528942,
            "unit": "ns/iter",
            "extra": "iterations: 13006777\ncpu: 54.01930086138941 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8",
            "value": 7.00000043707405e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 5.999999999062311e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/64",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/512",
            "value": 6.999999868639861e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 6.999999975221272e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/1024",
            "value": 5.999999643790943e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          },
          {
            "name": "BM_memcpy/8192",
            "value": 6.000000212225132e-7,
            "unit": "ns/iter",
            "extra": "iterations: 1000000000\ncpu: 7.000000010748408e-7 ns\nthreads: 1"
          }
        ]
      }
    ]
  }
}