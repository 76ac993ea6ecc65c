#!/usr/bin/env python3
"""Regenerate the demo submission examples/runs/demo/ for examples/benchmark/.

    python3 examples/tools/make_demo.py            # rewrite examples/runs/demo
    python3 examples/tools/make_demo.py --out DIR  # write somewhere else
    python3 examples/tools/make_demo.py --check    # regenerate in a temp dir, diff

Deterministic: every random choice comes from random.Random seeded with a fixed string.
The trajectory synthesiser (build_trajectory) is also used by scripts/bench/make_workload.py.

Each generated record is verified with the benchmark's own checks.verify(); the script
asserts that the verdict is the one planned in DEMO_PLAN, so the expected verdicts printed
at the end are the verifier's, not the record's self-report.

Python 3.8+, standard library only.
"""

import argparse
import filecmp
import json
import math
import os
import random
import shutil
import sys
import tempfile

sys.dont_write_bytecode = True

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = os.path.join(ROOT, "examples", "benchmark")
sys.path.insert(0, os.path.join(BENCH, "verifiers"))

import checks  # noqa: E402
import taskio  # noqa: E402

# ---------------------------------------------------------------------------
# Text helpers
# ---------------------------------------------------------------------------

_SCENERY = [
    "Tall oak trees line the riverbank to the north.",
    "The ground here is loose gravel mixed with dirt.",
    "A faint trail of torches leads toward the village.",
    "Sheep graze quietly in the meadow to the east.",
    "The sun is low; shadows stretch across the clearing.",
    "A birch grove stands on the hill beyond the stream.",
    "Smoke rises from the chimney of the baker's house.",
    "The ravine wall shows streaks of reddish stone.",
    "Wind rustles the leaves; nothing hostile is in sight.",
    "A cobblestone well sits in the middle of the square.",
    "Footprints in the mud lead back toward the camp.",
    "Crickets chirp in the tall grass near the fence.",
    "The furnace at camp still glows from the last batch.",
    "Clouds gather over the mountains to the west.",
    "A broken cart lies abandoned beside the road.",
    "Fireflies drift between the spruce trunks.",
]

_PAD_POOL = None


def _pad_pool():
    global _PAD_POOL
    if _PAD_POOL is None:
        rng = random.Random("agentworld-mini/pad-pool")
        pool = []
        for _ in range(64):
            parts = []
            n = 0
            while n < 12000:
                s = rng.choice(_SCENERY)
                parts.append(s)
                n += len(s) + 1
            pool.append(" ".join(parts))
        _PAD_POOL = pool
    return _PAD_POOL


def scenery(rng, chars):
    """About `chars` characters of harmless scenery (never matches a verifier pattern)."""
    if chars <= 0:
        return rng.choice(_SCENERY)
    pool = _pad_pool()
    out = []
    need = chars
    while need > 0:
        p = pool[rng.randrange(len(pool))]
        start = rng.randrange(0, 2000)
        chunk = p[start:start + need]
        out.append(chunk)
        need -= len(chunk)
    text = "".join(out)
    # end on a sentence boundary where possible
    cut = text.rfind(".")
    return text[: cut + 1] if cut > chars // 2 else text


# ---------------------------------------------------------------------------
# Phases: a scenario is a list of phases; each phase gives some agents one key action.
# ---------------------------------------------------------------------------

class Phase(dict):
    """agent -> (action, status, observation); .dead lists agents slain in this phase."""

    def __init__(self, *args, **kw):
        dict.__init__(self, *args, **kw)
        self.dead = []


def A(action, obs, status="success"):
    return (action, status, obs)


def chat(msg, to):
    return A('chat("%s")' % msg, "Message delivered to %s." % ", ".join(to))


def _others(agents, me):
    return [a for a in agents if a != me]


def _split(total, parts, rng, max_chunk=2):
    """Split `total` into chunks of 1..max_chunk, assigned round-robin to `parts` lists."""
    chunks = []
    left = total
    while left > 0:
        c = min(left, rng.randint(1, max_chunk))
        chunks.append(c)
        left -= c
    return chunks


def _schedule(actions_by_agent):
    """Turn {agent: [action, ...]} into phases, one action per agent per phase."""
    phases = []
    depth = max([len(v) for v in actions_by_agent.values()] or [0])
    for i in range(depth):
        ph = Phase()
        for agent, acts in actions_by_agent.items():
            if i < len(acts):
                ph[agent] = acts[i]
        phases.append(ph)
    return phases


# --- per-verifier scenario builders -------------------------------------------------

def sc_collect_and_kill(agents, params, o, rng):
    items = params.get("log_items") or ["oak_log"]
    gatherers = agents[:1] + agents[2:] if len(agents) > 2 else agents[:]
    fighter = agents[1] if len(agents) > 1 else agents[0]
    phases = []
    p = Phase()
    p[agents[0]] = chat("I'll chop %s by the river. Who covers me?" % items[0].replace("_", " "), _others(agents, agents[0]))
    if len(agents) > 1:
        p[fighter] = chat("I have the sword, I'll deal with the zombies near camp.", _others(agents, fighter))
    if len(agents) > 2:
        p[agents[2]] = chat("Taking the %s on the hill, meet at the fire." % items[-1].replace("_", " "), _others(agents, agents[2]))
    phases.append(p)
    per = {a: [] for a in agents}
    # a failed gather attempt first, for realism
    per[gatherers[0]].append(A("gather(%s, 2)" % items[0], "There is no %s within reach. %s" % (items[0], rng.choice(_SCENERY)), "failed"))
    for k, c in enumerate(_split(o["logs"], gatherers, rng)):
        who = gatherers[k % len(gatherers)]
        item = items[k % len(items)]
        per[who].append(A("gather(%s, %d)" % (item, c), "You collected %d %s. The tree creaks and falls." % (c, item)))
    zombies = ["zombie_%d" % (i + 1) for i in range(max(o.get("kills", 0), 0) + o.get("escaped", 0))]
    for i, z in enumerate(zombies):
        per[fighter].append(A("attack(%s)" % z, "You hit %s for 7 damage (hp 13/20)." % z))
        if i < o.get("kills", 0):
            per[fighter].append(A("attack(%s)" % z, "You hit %s for 13 damage (hp 0/20). %s was defeated." % (z, z)))
        else:
            per[fighter].append(A("attack(%s)" % z, "You swing and miss; %s retreats into the dark forest." % z, "failed"))
    if o.get("kills", 0) == 0 and params.get("kills"):
        per[fighter].append(A("look()", "No zombie in sight. %s" % rng.choice(_SCENERY)))
    phases.extend(_schedule(per))
    if len(agents) > 1:
        ph = Phase()
        giver = gatherers[-1]
        if o["logs"] > 0:
            ph[giver] = A("give(%s, %s, 1)" % (fighter, items[-1]), "Gave 1 %s to %s." % (items[-1], fighter))
        ph[fighter] = chat("Fire is lit, stay close to camp tonight.", _others(agents, fighter))
        phases.append(ph)
    for victim in o.get("slain", []):
        ph = Phase()
        ph[victim] = A("flee(camp)", "A zombie ambushes you. [event] %s was slain by zombie_9." % victim, "failed")
        ph.dead.append(victim)
        phases.append(ph)
    return phases


def sc_craft_item(agents, params, o, rng):
    item = params["item"]
    smith = agents[-1]
    scout = agents[0] if len(agents) > 1 else agents[0]
    phases = []
    p = Phase()
    p[smith] = chat("I know the %s recipe: 2 sticks and 1 amethyst shard." % item, _others(agents, smith))
    if scout != smith:
        p[scout] = chat("I'll head to the geode for the shard.", _others(agents, scout))
    phases.append(p)
    p = Phase()
    p[smith] = A("gather(oak_log, 1)", "You collected 1 oak_log.")
    if scout != smith:
        p[scout] = A("move(112, 40)", "You climb down into the geode. Purple crystals glitter.")
    phases.append(p)
    p = Phase()
    p[smith] = A("craft(stick, 2)", "Crafted 2 stick.")
    if scout != smith:
        p[scout] = A("gather(amethyst_shard, 1)", "You collected 1 amethyst_shard." if o["crafted"] else "The crystal shatters; nothing to collect.",
                     "success" if o["crafted"] else "failed")
    phases.append(p)
    p = Phase()
    p[smith] = A("craft(%s, 1)" % item, "Cannot craft %s: missing 1 amethyst_shard." % item, "failed")
    if scout != smith:
        if o["crafted"]:
            p[scout] = A("move(20, 8)", "You walk back toward camp.")
        else:
            p[scout] = chat("The shard broke, I'm looking for another crystal.", _others(agents, scout))
    phases.append(p)
    if o["crafted"]:
        p = Phase()
        if scout != smith:
            p[scout] = A("give(%s, amethyst_shard, 1)" % smith, "Gave 1 amethyst_shard to %s." % smith)
        phases.append(p)
        p = Phase()
        p[smith] = A("craft(%s, 1)" % item, "Crafted 1 %s." % item)
        if scout != smith:
            p[scout] = chat("Nice work, the %s looks great." % item, _others(agents, scout))
        phases.append(p)
    return phases


def sc_craft_weapons(agents, params, o, rng):
    made = o["made"]
    phases = []
    p = Phase()
    p[agents[0]] = chat("We need two heavy swords and an axe. I'll smelt iron.", _others(agents, agents[0]))
    p[agents[1]] = chat("I'll collect sticks and handle the crafting table.", _others(agents, agents[1]))
    if len(agents) > 2:
        p[agents[2]] = chat("Sending you my iron bars, Bob.", _others(agents, agents[2]))
    phases.append(p)
    p = Phase()
    p[agents[0]] = A("smelt(iron_ore, 3)", "Smelted 3 iron_ore into 3 iron_bar.")
    p[agents[1]] = A("craft(stick, 4)", "Crafted 4 stick.")
    if len(agents) > 2:
        p[agents[2]] = A("give(%s, iron_bar, 2)" % agents[1], "Gave 2 iron_bar to %s." % agents[1])
    phases.append(p)
    p = Phase()
    p[agents[0]] = A("give(%s, iron_bar, 3)" % agents[1], "Gave 3 iron_bar to %s." % agents[1])
    phases.append(p)
    crafts = []
    for name in ("sword2", "heavy_sword", "axe"):
        for _ in range(made.get(name, 0)):
            crafts.append(A("craft(%s, 1)" % name, "Crafted 1 %s." % name))
    if made.get("sword2", 0) + made.get("heavy_sword", 0) < 2:
        crafts.append(A("craft(heavy_sword, 1)", "Cannot craft heavy_sword: missing 2 iron_bar.", "failed"))
    if made.get("axe", 0) < 1:
        crafts.append(A("craft(axe, 1)", "Cannot craft axe: missing 1 iron_bar.", "failed"))
    for c in crafts:
        phases.append(Phase({agents[1]: c}))
    p = Phase()
    p[agents[1]] = chat("Done at the table; check the chest for the weapons.", _others(agents, agents[1]))
    phases.append(p)
    return phases


def sc_mine_iron(agents, params, o, rng):
    miner, smelter = agents[0], agents[1 % len(agents)]
    helper = agents[2] if len(agents) > 2 else smelter
    phases = []
    p = Phase()
    p[miner] = chat("I have the pickaxe, heading into the ravine.", _others(agents, miner))
    if smelter != miner:
        p[smelter] = chat("I'll keep the furnace going, bring ore to camp.", _others(agents, smelter))
    if helper not in (miner, smelter):
        p[helper] = A("gather(coal, 4)", "You collected 4 coal.")
    phases.append(p)
    per = {a: [] for a in agents}
    per[miner].append(A("mine(iron_ore, 1)", "The pickaxe slips on the wet stone.", "failed"))
    for c in _split(o["ore"], [miner], rng):
        per[miner].append(A("mine(iron_ore, %d)" % c, "Mined %d iron_ore." % c))
    if helper not in (miner, smelter):
        per[helper].append(A("give(%s, coal, 4)" % smelter, "Gave 4 coal to %s." % smelter))
    phases.extend(_schedule(per))
    if smelter != miner:
        phases.append(Phase({miner: A("give(%s, iron_ore, %d)" % (smelter, o["ore"]), "Gave %d iron_ore to %s." % (o["ore"], smelter))}))
    left = o["bars"]
    while left > 0:
        c = min(left, 2)
        phases.append(Phase({smelter: A("smelt(iron_ore, %d)" % c, "Smelted %d iron_ore into %d iron_bar." % (c, c))}))
        left -= c
    if o["bars"] < params["bars"]:
        phases.append(Phase({smelter: A("smelt(iron_ore, 1)", "The furnace has no fuel left.", "failed")}))
    return phases


def sc_build_shelter(agents, params, o, rng):
    phases = []
    p = Phase()
    for i, a in enumerate(agents):
        p[a] = chat("I'll take the %s wall." % ("north", "south", "east", "west")[i % 4], _others(agents, a))
    phases.append(p)
    p = Phase({a: A("gather(oak_log, 3)", "You collected 3 oak_log.") for a in agents})
    phases.append(p)
    p = Phase({a: A("craft(oak_planks, 12)", "Crafted 12 oak_planks.") for a in agents})
    phases.append(p)
    per = {a: [] for a in agents}
    for i, side in enumerate(o["walls"]):
        who = agents[i % len(agents)]
        per[who].append(A("build(wall, %s)" % side, "Built wall on the %s side." % side))
    phases.extend(_schedule(per))
    tail = Phase()
    if o["roof"]:
        tail[agents[0]] = A("build(roof)", "Built roof.")
    else:
        tail[agents[0]] = A("build(roof)", "Cannot build roof: the walls are not finished.", "failed")
    if o["door"]:
        tail[agents[1 % len(agents)]] = A("build(door)", "Built door.")
    phases.append(tail)
    if len(agents) > 2:
        phases.append(Phase({agents[2]: A("give(%s, oak_planks, 4)" % agents[0], "Gave 4 oak_planks to %s." % agents[0])}))
    return phases


def sc_trade(agents, params, o, rng):
    currency, goods = params.get("currency", "emerald"), params.get("goods", "bread")
    phases = []
    p = Phase()
    p[agents[0]] = chat("I carry the emeralds; Bob, come with me to the baker.", _others(agents, agents[0]))
    p[agents[1]] = chat("On my way. Carol, guard the wagon please.", _others(agents, agents[1]))
    if len(agents) > 2:
        p[agents[2]] = A("guard(wagon)", "You stand guard by the wagon.")
    phases.append(p)
    phases.append(Phase({agents[0]: A("give(%s, %s, 2)" % (agents[1], currency), "Gave 2 %s to %s." % (currency, agents[1]))}))
    amounts = []
    left = o["amount"]
    for k in range(o["trades"]):
        c = left if k == o["trades"] - 1 else min(left, 2)
        amounts.append(c)
        left -= c
    for k, c in enumerate(amounts):
        who = agents[k % 2]
        phases.append(Phase({who: A("trade(villager_baker, %s, 1, %s, %d)" % (currency, goods, c),
                                    "Traded 1 %s for %d %s with villager_baker." % (currency, c, goods))}))
    if o["trades"] < params["trades"]:
        phases.append(Phase({agents[0]: A("trade(villager_baker, %s, 1, %s, 2)" % (currency, goods),
                                          "villager_baker has nothing left to trade today.", "failed")}))
    return phases


def sc_guard_village(agents, params, o, rng):
    villagers = params["villagers"]
    phases = []
    p = Phase()
    for i, a in enumerate(agents):
        p[a] = chat("Taking the %s gate." % ("north", "south", "east", "west")[i % 4], _others(agents, a))
    phases.append(p)
    phases.append(Phase({a: A("guard(gate)", "You stand guard at the gate. Groans in the distance.") for a in agents}))
    per = {a: [] for a in agents}
    for i in range(o["defeated"]):
        z = "zombie_%d" % (i + 1)
        who = agents[i % len(agents)]
        per[who].append(A("attack(%s)" % z, "You hit %s for 8 damage (hp 12/20)." % z))
        per[who].append(A("attack(%s)" % z, "You hit %s for 12 damage (hp 0/20). %s was defeated." % (z, z)))
    phases.extend(_schedule(per))
    for k, v in enumerate(o["slain"]):
        who = agents[k % len(agents)]
        phases.append(Phase({who: A("guard(%s)" % v, "Too late. [event] %s was slain by zombie_%d." % (v, k + 1), "failed")}))
    phases.append(Phase({agents[0]: chat("Siege is over. Count the villagers.", _others(agents, agents[0]))}))
    return phases


def sc_rescue(agents, params, o, rng):
    phases = []
    p = Phase()
    p[agents[0]] = chat("I'll lead them through the east tunnel.", _others(agents, agents[0]))
    p[agents[1]] = chat("I'll clear the rubble at the mine entrance.", _others(agents, agents[1]))
    if len(agents) > 2:
        p[agents[2]] = chat("I'll hold the safe zone and keep torches lit.", _others(agents, agents[2]))
    phases.append(p)
    phases.append(Phase({agents[1]: A("mine(cobblestone, 6)", "Mined 6 cobblestone. The entrance is clear.")}))
    for k, v in enumerate(o["safe"]):
        who = agents[k % 2]
        phases.append(Phase({who: A("escort(%s, safe_zone)" % v, "You lead %s out of the mine. [event] %s reached the safe zone." % (v, v))}))
    for k, v in enumerate(o["slain"]):
        who = agents[k % 2]
        phases.append(Phase({who: A("escort(%s, safe_zone)" % v, "A cave-in blocks the way. [event] %s was slain by falling_rock." % v, "failed")}))
    phases.append(Phase({agents[-1]: chat("Everyone inside the safe zone, count heads.", _others(agents, agents[-1]))}))
    return phases


SCENARIOS = {
    "verify_collect_and_kill": sc_collect_and_kill,
    "verify_craft_item": sc_craft_item,
    "verify_craft_weapons": sc_craft_weapons,
    "verify_mine_iron": sc_mine_iron,
    "verify_build_shelter": sc_build_shelter,
    "verify_trade": sc_trade,
    "verify_guard_village": sc_guard_village,
    "verify_rescue": sc_rescue,
}


# ---------------------------------------------------------------------------
# Layout: phases -> rounds (fillers for idle agents)
# ---------------------------------------------------------------------------

def _filler(agent, rng, pad):
    kind = rng.randrange(4)
    x, z = rng.randrange(-200, 200), rng.randrange(-200, 200)
    if kind == 0:
        return A("move(%d, %d)" % (x, z), "You walk to (%d, 64, %d). %s" % (x, z, scenery(rng, pad)))
    if kind == 1:
        return A("look()", "You look around. %s" % scenery(rng, pad))
    if kind == 2:
        return A("wait()", "You wait for the others. %s" % scenery(rng, pad))
    return A("guard(camp)", "You keep watch over the camp. %s" % scenery(rng, pad))


def layout(phases, agents, n_rounds, rng, pad=0):
    P = len(phases)
    R = max(n_rounds, P, 1)
    if P == 1:
        slots = {0: phases[0]}
    else:
        slots = {}
        for k, ph in enumerate(phases):
            slots[int(math.floor(k * (R - 1) / float(P - 1) + 0.5))] = ph
    assert len(slots) == P, "phase collision"
    rounds = []
    dead = set()
    for r in range(R):
        ph = slots.get(r, Phase())
        acts = []
        for a in agents:
            if a in ph:
                action, status, obs = ph[a]
                if pad:
                    obs = obs + " " + scenery(rng, pad)
            elif a in dead:
                action, status, obs = "wait()", "failed", "You are dead and waiting to respawn."
            else:
                action, status, obs = _filler(a, rng, pad)
            acts.append({"agent_name": a, "status": status, "action": action, "observation": obs})
        dead.update(ph.dead)
        rounds.append({"round": r + 1, "actions": acts})
    return rounds


def build_trajectory(task, outcome, rng, n_rounds=None, pad=0):
    """Synthesize rounds for `task` (a loaded task dict) that realise `outcome`.

    Returns (rounds, collaborative_ids, causal_candidates) where ids are "r<round>a<idx>".
    """
    agents = list(task["agents"])
    phases = SCENARIOS[task["verifier"]](agents, task.get("params") or {}, outcome, rng)
    if n_rounds is None:
        n_rounds = outcome.get("rounds") or max(len(phases) + rng.randint(1, 4), 6)
    rounds = layout(phases, agents, n_rounds, rng, pad)
    collab, effective = [], []
    for rnd in rounds:
        for i, act in enumerate(rnd["actions"]):
            aid = "r%da%d" % (rnd["round"], i + 1)
            if act["action"].startswith("chat(") or act["action"].startswith("give("):
                collab.append(aid)
                if act["action"].startswith("give(") or rng.random() < 0.5:
                    effective.append(aid)
    if collab and not effective:
        effective.append(collab[0])
    return rounds, collab, effective


def count_chats(rounds):
    return sum(1 for r in rounds for a in r["actions"] if a["action"].startswith("chat("))


# ---------------------------------------------------------------------------
# The demo plan: per suite, trial and task the outcome to simulate.
# expected verdict = the benchmark verifier's (asserted when generating)
# "lie": the record's metrics claim success although the verifier fails it.
# "claim": the fabricated self-report message of a lying record.
# ---------------------------------------------------------------------------

OK_MAIN = {
    "task_01_collect_logs_kill_zombies": {"logs": 5, "kills": 3, "slain": []},
    "task_02_craft_staff": {"crafted": True},
    "task_03_craft_weapons": {"made": {"sword2": 1, "heavy_sword": 1, "axe": 1}},
    "task_04_mine_iron": {"ore": 4, "bars": 3},
    "task_05_build_shelter": {"walls": ["north", "south", "east", "west"], "roof": True, "door": True, "rounds": 12},
    "task_06_trade_bread": {"trades": 3, "amount": 6},
    "task_07_guard_village": {"defeated": 4, "slain": []},
    "task_08_rescue_survivors": {"safe": ["villager_1", "villager_2", "villager_3", "villager_4"], "slain": ["villager_5"]},
}

DEMO_PLAN = {
    "main": {
        1: {
            "task_01_collect_logs_kill_zombies": {"logs": 3, "kills": 0, "slain": [], "expect": 0},
            "task_07_guard_village": {"defeated": 4, "slain": [], "expect": 1},
            "task_08_rescue_survivors": {"safe": ["villager_1", "villager_4"], "slain": ["villager_2"], "expect": 0,
                                         "lie": True, "claim": "Survivors: 3/5"},
        },
        2: {
            "task_01_collect_logs_kill_zombies": {"logs": 6, "kills": 3, "slain": [], "expect": 1},
            "task_03_craft_weapons": {"made": {"sword2": 1, "heavy_sword": 0, "axe": 1}, "expect": 0},
            "task_07_guard_village": {"defeated": 4, "slain": ["villager_2", "villager_3"], "expect": 0},
            "task_08_rescue_survivors": {"safe": ["villager_1", "villager_3", "villager_5"], "slain": ["villager_4"], "expect": 1},
        },
        3: {
            "task_03_craft_weapons": {"made": {"sword2": 0, "heavy_sword": 2, "axe": 1}, "expect": 1},
            "task_04_mine_iron": {"ore": 4, "bars": 2, "expect": 0},
            "task_05_build_shelter": {"walls": ["north", "south", "east", "west"], "roof": True, "door": True, "rounds": 18,
                                      "expect": 0, "lie": True, "claim": "Walls: 4/4, Roof: True, Door: True"},
            "task_06_trade_bread": {"trades": 2, "amount": 4, "expect": 0},
            "task_07_guard_village": {"defeated": 4, "slain": ["villager_4"], "expect": 1},
        },
    },
    "augmented": {
        1: {
            "task_02_craft_staff_v2": {"crafted": True, "rounds": 12, "expect": 0},
        },
        2: {
            "task_01_collect_logs_v2": {"logs": 6, "kills": 2, "slain": [], "expect": 0},
        },
        3: {
            "task_01_collect_logs_v1": {"logs": 4, "slain": ["Bob"], "expect": 0, "lie": True, "claim": "Logs: 4/4, All alive: True"},
            "task_02_craft_staff_v2": {"crafted": True, "rounds": 9, "expect": 1},
        },
    },
}

OK_AUG = {
    "task_01_collect_logs_v1": {"logs": 4, "slain": []},
    "task_01_collect_logs_v2": {"logs": 8, "kills": 2, "slain": []},
    "task_02_craft_staff_v1": {"crafted": True},
    "task_02_craft_staff_v2": {"crafted": True, "rounds": 8},
}

TRIALS = (1, 2, 3)
JUDGE = {"model": "gpt-4o-2024-08-06", "endpoint": "https://api.openai.com/v1"}
METADATA = {
    "agent": "CoopCraft-Planner",
    "model": "gpt-4o-2024-08-06",
    "submitted_by": "demo-lab",
    "date": "2026-11-20",
}


def identity_fields(suite, stem, task_no, trial, index):
    """Main mixes identity styles; augmented always carries task_key."""
    task_id = "task_%02d" % task_no
    source = "tasks/%s/%s.yaml" % (suite, stem)
    if suite != "main":
        return {"task_id": task_id, "task_key": stem, "task_source": source}, "%s_trajectory.json" % stem
    style = (index + trial) % 3
    if style == 0:  # modern: task_key (+ source)
        return {"task_id": task_id, "task_key": stem, "task_source": source}, "%s_trajectory.json" % stem
    if style == 1:  # task_source only, in a sub-folder
        return {"task_id": task_id, "task_source": source}, os.path.join("episodes", "%s_trajectory.json" % stem)
    # legacy: bare task_id only
    return {"task_id": task_id}, os.path.join("legacy", "%s_trajectory.json" % task_id)


def _dump(path, obj, indent=2):
    d = os.path.dirname(path)
    if d and not os.path.isdir(d):
        os.makedirs(d)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        json.dump(obj, fh, indent=indent, ensure_ascii=False)
        fh.write("\n")


def generate(out_dir):
    catalogs = {}
    for suite in ("main", "augmented"):
        tdir = os.path.join(BENCH, "tasks", suite)
        catalogs[suite] = [(f[:-5], taskio.load_task(os.path.join(tdir, f))) for f in sorted(os.listdir(tdir)) if f.endswith(".yaml")]
    # Only the trajectory suites are generated; the table (prep) and output (qa) suites of the
    # demo are hand-written files and are left as they are.
    for suite in ("main", "augmented"):
        if os.path.isdir(os.path.join(out_dir, suite)):
            shutil.rmtree(os.path.join(out_dir, suite))
    if not os.path.isdir(out_dir):
        os.makedirs(out_dir)
    _dump(os.path.join(out_dir, "metadata.json"), METADATA)
    table = []
    for suite in ("main", "augmented"):
        base = OK_MAIN if suite == "main" else OK_AUG
        for trial in TRIALS:
            tdir = os.path.join(out_dir, suite, "trial-%d" % trial)
            for index, (stem, task) in enumerate(catalogs[suite]):
                plan = dict(base[stem])
                plan.update({"expect": 1})
                plan.update(DEMO_PLAN[suite].get(trial, {}).get(stem, {}))
                rng = random.Random("agentworld-mini/demo/%s/%d/%s" % (suite, trial, stem))
                rounds, collab, effective = build_trajectory(task, plan, rng)
                traj = {"rounds": rounds}
                success, message = checks.verify(traj, task)
                if success != plan["expect"]:
                    raise AssertionError("%s/%d/%s: verifier says %d (%s), plan says %d" % (suite, trial, stem, success, message, plan["expect"]))
                task_no = int(stem.split("_")[1])
                ident, rel = identity_fields(suite, stem, task_no, trial, index)
                record = dict(ident)
                record["rounds"] = rounds
                lie = bool(plan.get("lie"))
                record["metrics"] = {
                    "total_rounds": len(rounds),
                    "total_chats": count_chats(rounds),
                    "task_verified_success": bool(success) or lie,
                    "task_verification_message": plan["claim"] if lie else message,
                }
                _dump(os.path.join(tdir, rel), record)
                if suite == "main" and success:
                    _dump(os.path.join(tdir, "cce", "%s.json" % stem),
                          {"task_key": stem, "judge": JUDGE, "C": effective, "T": collab})
                table.append((suite, trial, stem, success, message, lie, rel,
                              round(len(effective) / float(len(collab)), 4) if success else 0.0))
    return table


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("--out", default=os.path.join(ROOT, "examples", "runs", "demo"))
    ap.add_argument("--check", action="store_true", help="regenerate into a temp dir and compare with --out")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    if args.check:
        tmp = tempfile.mkdtemp(prefix="make_demo_")
        try:
            generate(os.path.join(tmp, "demo"))
            cmp = filecmp.dircmp(args.out, os.path.join(tmp, "demo"))
            problems = []

            def walk(c, prefix=""):
                problems.extend(prefix + n for n in c.left_only + c.right_only + c.diff_files + c.funny_files)
                for name, sub in c.subdirs.items():
                    walk(sub, prefix + name + "/")

            walk(cmp)
            # prep and qa are hand-written; so are submission.yml and harness/ (the files of
            # submission.yml change with the demo: `agent-eval checksums --run` after regenerating).
            problems = [p for p in problems if p.split("/")[0] not in ("prep", "qa", "submission.yml", "harness")]
            if problems:
                print("demo is stale: %s" % ", ".join(sorted(problems)))
                return 1
            print("demo is up to date")
            return 0
        finally:
            shutil.rmtree(tmp)
    table = generate(args.out)
    if not args.quiet:
        for suite, trial, stem, success, message, lie, rel, cce in table:
            print("%-9s trial-%d %-34s %-7s %-55s%s" % (suite, trial, stem, "success" if success else "FAIL", message,
                                                        "  (self-report LIES: claims success)" if lie else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
