//! Each optimizer against numbers PyTorch 2.15 printed (CPU, x86-64, an AMD EPYC): eight
//! steps on a 7-element parameter in float32 and float64, compared bit for bit. The
//! gradients are given, so only the optimizer's arithmetic is under test.

use super::*;
use crate::dtype::DType;

fn tensor(vals: &[f64], dt: DType) -> Tensor {
    let s: Vec<Scalar> = vals.iter().map(|v| Scalar::Float(*v)).collect();
    ops::tensor(&s, &[vals.len()], Some(dt), crate::Device::Cpu).unwrap()
}

/// The gradient of step `k`: `((i * 7 + k * 3) % 11 - 5) / 6.0 + 0.01 * k`, in Python floats.
fn grad(k: usize) -> Vec<f64> {
    (0..7)
        .map(|i| (((i * 7 + k * 3) % 11) as f64 - 5.0) / 6.0 + 0.01 * k as f64)
        .collect()
}

fn run(h: Hyper, dt: DType) -> Vec<f64> {
    let p = tensor(&[-1.5, -0.75, -0.1, 0.0, 0.3, 0.9, 2.25], dt);
    let mut opt = Optimizer::new(vec![ParamGroup {
        params: vec![p.clone()],
        hyper: h,
    }])
    .unwrap();
    if let Hyper::Adagrad(a) = h {
        opt.init_adagrad_state(a.initial_accumulator_value).unwrap();
    }
    for k in 0..8 {
        p.autograd_mut().grad = Some(tensor(&grad(k), dt));
        opt.step().unwrap();
    }
    p.to_f64_vec().unwrap()
}

#[test]
fn eight_steps_match_pytorch_bit_for_bit() {
    let cases: &[(Hyper, DType, &[f64])] = &[
        (
            Hyper::RmsProp(RmsProp {
                lr: 0.01,
                alpha: 0.99,
                eps: 1e-8,
                weight_decay: 0.1,
                momentum: 0.9,
                centered: true,
                maximize: false,
                foreach: false,
                capturable: false,
                differentiable: false,
            }),
            DType::Float32,
            &[
                -0.7929970622062683,
                -1.418289065361023,
                -0.06777093559503555,
                -0.30439695715904236,
                -0.6339741945266724,
                1.120967149734497,
                1.4119735956192017,
            ],
        ),
        (
            Hyper::RmsProp(RmsProp {
                lr: 0.01,
                alpha: 0.99,
                eps: 1e-8,
                weight_decay: 0.1,
                momentum: 0.9,
                centered: true,
                maximize: false,
                foreach: false,
                capturable: false,
                differentiable: false,
            }),
            DType::Float64,
            &[
                -0.7929969807085079,
                -1.4182890734138618,
                -0.06777089619489472,
                -0.30439700889276167,
                -0.6339742531485539,
                1.120967035822528,
                1.4119734954384666,
            ],
        ),
        (
            Hyper::Adagrad(Adagrad {
                lr: 0.1,
                lr_decay: 0.01,
                weight_decay: 0.0,
                initial_accumulator_value: 0.1,
                eps: 1e-10,
                maximize: true,
                foreach: false,
                fused: false,
                differentiable: false,
            }),
            DType::Float32,
            &[
                -1.5276762247085571,
                -0.643136203289032,
                -0.06322214752435684,
                0.07630348205566406,
                0.4275079667568207,
                0.8182232975959778,
                2.362894296646118,
            ],
        ),
        (
            Hyper::Adagrad(Adagrad {
                lr: 0.1,
                lr_decay: 0.01,
                weight_decay: 0.0,
                initial_accumulator_value: 0.1,
                eps: 1e-10,
                maximize: true,
                foreach: false,
                fused: false,
                differentiable: false,
            }),
            DType::Float64,
            &[
                -1.5276764130913196,
                -0.6431361624830215,
                -0.063222133560654,
                0.07630348510434376,
                0.4275079350065899,
                0.8182233155834172,
                2.362894155117658,
            ],
        ),
        (
            Hyper::Adagrad(Adagrad {
                lr: 0.1,
                lr_decay: 0.1,
                weight_decay: 0.05,
                initial_accumulator_value: 0.0,
                eps: 1e-10,
                maximize: false,
                foreach: false,
                fused: true,
                differentiable: false,
            }),
            DType::Float32,
            &[
                -1.4135493040084839,
                -0.8763265013694763,
                -0.10237395018339157,
                -0.07341699302196503,
                0.12425555288791656,
                0.9651108980178833,
                2.107166290283203,
            ],
        ),
        (
            Hyper::Adagrad(Adagrad {
                lr: 0.1,
                lr_decay: 0.1,
                weight_decay: 0.05,
                initial_accumulator_value: 0.0,
                eps: 1e-10,
                maximize: false,
                foreach: false,
                fused: true,
                differentiable: false,
            }),
            DType::Float64,
            &[
                -1.41354935888262,
                -0.8763265021424074,
                -0.10237394697446267,
                -0.07341699605274304,
                0.12425553620123489,
                0.9651108605132175,
                2.1071660771471428,
            ],
        ),
        (
            Hyper::Adadelta(Adadelta {
                lr: 0.5,
                rho: 0.8,
                eps: 1e-6,
                weight_decay: 0.1,
                maximize: false,
                foreach: false,
                capturable: false,
                differentiable: false,
            }),
            DType::Float32,
            &[
                -1.499111294746399,
                -0.750194251537323,
                -0.10098123550415039,
                -0.0011641704477369785,
                0.29694950580596924,
                0.9001299738883972,
                2.245706081390381,
            ],
        ),
        (
            Hyper::Adadelta(Adadelta {
                lr: 0.5,
                rho: 0.8,
                eps: 1e-6,
                weight_decay: 0.1,
                maximize: false,
                foreach: false,
                capturable: false,
                differentiable: false,
            }),
            DType::Float64,
            &[
                -1.4991111819220855,
                -0.750194338513322,
                -0.10098123023610103,
                -0.0011641704607633823,
                0.29694952400477326,
                0.9001300015934312,
                2.2457056478379,
            ],
        ),
        (
            Hyper::Adamax(Adamax {
                lr: 0.02,
                beta1: 0.9,
                beta2: 0.999,
                eps: 1e-8,
                weight_decay: 0.1,
                maximize: false,
                foreach: false,
                capturable: false,
                differentiable: false,
            }),
            DType::Float32,
            &[
                -1.4371145963668823,
                -0.7882479429244995,
                -0.08557862043380737,
                -0.03002932295203209,
                0.24919867515563965,
                0.9267272353172302,
                2.188218832015991,
            ],
        ),
        (
            Hyper::Adamax(Adamax {
                lr: 0.02,
                beta1: 0.9,
                beta2: 0.999,
                eps: 1e-8,
                weight_decay: 0.1,
                maximize: false,
                foreach: false,
                capturable: false,
                differentiable: false,
            }),
            DType::Float64,
            &[
                -1.4371146323417783,
                -0.7882479463921316,
                -0.08557862582168091,
                -0.03002932460429162,
                0.2491986395751118,
                0.9267273108382249,
                2.188218932350141,
            ],
        ),
        (
            Hyper::NAdam(NAdam {
                lr: 0.02,
                beta1: 0.9,
                beta2: 0.999,
                eps: 1e-8,
                weight_decay: 0.1,
                momentum_decay: 4e-3,
                decoupled: true,
                maximize: false,
                foreach: false,
                capturable: false,
                differentiable: false,
            }),
            DType::Float32,
            &[
                -1.4730960130691528,
                -0.7691692113876343,
                -0.10933501273393631,
                -0.023607926443219185,
                0.24744156002998352,
                0.9117828607559204,
                2.176713466644287,
            ],
        ),
        (
            Hyper::NAdam(NAdam {
                lr: 0.02,
                beta1: 0.9,
                beta2: 0.999,
                eps: 1e-8,
                weight_decay: 0.1,
                momentum_decay: 4e-3,
                decoupled: true,
                maximize: false,
                foreach: false,
                capturable: false,
                differentiable: false,
            }),
            DType::Float64,
            &[
                -1.473095753924922,
                -0.7691690555425061,
                -0.10933500242777035,
                -0.023607929890608226,
                0.24744147873596853,
                0.9117828090448626,
                2.17671309066856,
            ],
        ),
        (
            Hyper::NAdam(NAdam {
                lr: 0.02,
                beta1: 0.9,
                beta2: 0.999,
                eps: 1e-8,
                weight_decay: 0.0,
                momentum_decay: 4e-3,
                decoupled: false,
                maximize: false,
                foreach: true,
                capturable: false,
                differentiable: false,
            }),
            DType::Float32,
            &[
                -1.4965938329696655,
                -0.7815496921539307,
                -0.11086996644735336,
                -0.023790838196873665,
                0.2517145574092865,
                0.926379919052124,
                2.2122199535369873,
            ],
        ),
        (
            Hyper::NAdam(NAdam {
                lr: 0.02,
                beta1: 0.9,
                beta2: 0.999,
                eps: 1e-8,
                weight_decay: 0.0,
                momentum_decay: 4e-3,
                decoupled: false,
                maximize: false,
                foreach: true,
                capturable: false,
                differentiable: false,
            }),
            DType::Float64,
            &[
                -1.4965938061326565,
                -0.7815497119882071,
                -0.1108699724832946,
                -0.023790842059160284,
                0.2517145457526531,
                0.9263800432770098,
                2.2122200838374306,
            ],
        ),
        (
            Hyper::RAdam(RAdam {
                lr: 0.02,
                beta1: 0.5,
                beta2: 0.6,
                eps: 1e-8,
                weight_decay: 0.1,
                decoupled: false,
                maximize: false,
                foreach: false,
                capturable: false,
                differentiable: false,
            }),
            DType::Float32,
            &[
                -1.4609965085983276,
                -0.7538448572158813,
                -0.10745297372341156,
                -0.016454899683594704,
                0.27355751395225525,
                0.9031533002853394,
                2.1892168521881104,
            ],
        ),
        (
            Hyper::RAdam(RAdam {
                lr: 0.02,
                beta1: 0.5,
                beta2: 0.6,
                eps: 1e-8,
                weight_decay: 0.1,
                decoupled: false,
                maximize: false,
                foreach: false,
                capturable: false,
                differentiable: false,
            }),
            DType::Float64,
            &[
                -1.460996301037936,
                -0.7538448986019898,
                -0.10745297154252988,
                -0.01645490356057474,
                0.2735574967523575,
                0.9031533128157891,
                2.1892166644700497,
            ],
        ),
        (
            Hyper::RAdam(RAdam {
                lr: 0.02,
                beta1: 0.5,
                beta2: 0.6,
                eps: 1e-8,
                weight_decay: 0.0,
                decoupled: false,
                maximize: false,
                foreach: true,
                capturable: false,
                differentiable: false,
            }),
            DType::Float32,
            &[
                -1.484549880027771,
                -0.7660130858421326,
                -0.10901062190532684,
                -0.016651960089802742,
                0.278189092874527,
                0.9176560640335083,
                2.2248575687408447,
            ],
        ),
        (
            Hyper::RAdam(RAdam {
                lr: 0.02,
                beta1: 0.5,
                beta2: 0.6,
                eps: 1e-8,
                weight_decay: 0.0,
                decoupled: false,
                maximize: false,
                foreach: true,
                capturable: false,
                differentiable: false,
            }),
            DType::Float64,
            &[
                -1.4845498887781343,
                -0.7660130842784437,
                -0.10901061613345138,
                -0.01665196172426581,
                0.2781890914299849,
                0.9176560505332153,
                2.2248577282804862,
            ],
        ),
    ];
    // Bit for bit where the square root is the reference machine's (see `mkl_sqrt`);
    // elsewhere the square roots may differ by an ulp, and so the parameters, slightly.
    let exact = crate::mkl_sqrt::matches_reference_machine();
    for (h, dt, want) in cases {
        let got = run(*h, *dt);
        if exact {
            assert_eq!(&got[..], *want, "{h:?} {dt:?}");
        } else {
            for (g, w) in got.iter().zip(want.iter()) {
                assert!(
                    (g - w).abs() <= 1e-5 * w.abs().max(1.0),
                    "{h:?} {dt:?}: {g} {w}"
                );
            }
        }
    }
}

#[test]
fn a_state_made_without_momentum_is_a_key_error_before_any_update() {
    let p = tensor(&[1.0, 2.0], DType::Float32);
    let mut h = RmsProp {
        lr: 0.1,
        alpha: 0.99,
        eps: 1e-8,
        weight_decay: 0.0,
        momentum: 0.0,
        centered: false,
        maximize: false,
        foreach: false,
        capturable: false,
        differentiable: false,
    };
    let mut opt = Optimizer::new(vec![ParamGroup {
        params: vec![p.clone()],
        hyper: Hyper::RmsProp(h),
    }])
    .unwrap();
    p.autograd_mut().grad = Some(tensor(&[1.0, 1.0], DType::Float32));
    opt.step().unwrap();
    h.momentum = 0.9;
    opt.groups[0].hyper = Hyper::RmsProp(h);
    let before = p.to_f64_vec().unwrap();
    let err = opt.step().unwrap_err();
    assert_eq!(err.kind, ErrorKind::KeyError);
    assert_eq!(p.to_f64_vec().unwrap(), before);
}

#[test]
fn the_constructor_checks_come_in_pytorchs_order() {
    let h = Adadelta {
        lr: -1.0,
        rho: 2.0,
        eps: 1e-6,
        weight_decay: 0.0,
        maximize: false,
        foreach: false,
        capturable: false,
        differentiable: false,
    };
    let bad = Hyper::Adadelta(h).first_invalid().unwrap();
    assert_eq!((bad.head, bad.arg), ("Invalid learning rate", "lr"));
    let bad = Hyper::Adadelta(Adadelta { lr: 1.0, ..h })
        .first_invalid()
        .unwrap();
    assert_eq!(bad.error("2.0").message, "Invalid rho value: 2.0");
    let nan = Hyper::Adadelta(Adadelta {
        lr: f64::NAN,
        rho: 0.9,
        ..h
    });
    assert!(nan.first_invalid().is_some());
}
