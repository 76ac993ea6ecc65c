"""AgentWorld-style task verifiers for the agentworld-mini benchmark.

Every verifier has the signature ``verify_xxx(traj, params) -> (1 or 0, message)`` and is
computed ONLY from what happened in the trajectory's ``rounds`` (the agents' actions and
the observations the environment returned).  The record's own ``metrics`` (in particular
``task_verified_success``) are never read: a submission's self-report is not evidence.

Messages use the AgentWorld format: ``Label: value`` parts separated by ", ", where a value
is ``actual/required`` (a quantity), ``True``/``False`` (a boolean), ``used/limit`` for the
upper-bound label ``Rounds``, or a legacy bare number (``Alive: 3``) whose target lives in
the benchmark manifest.  A task succeeds (1) exactly when all of its goals are met.

Trajectory action language (one action per agent per round)::

    chat("...")                      observation: "Message delivered to Bob, Carol."
    give(Bob, oak_log, 2)            "Gave 2 oak_log to Bob."
    gather(oak_log, 3)               "You collected 2 oak_log. ..."        (count may differ)
    attack(zombie_2)                 "You hit zombie_2 ... zombie_2 was defeated."
    craft(staff, 1)                  "Crafted 1 staff."           (failed: "Cannot craft ...")
    mine(iron_ore, 2)                "Mined 2 iron_ore."
    smelt(iron_ore, 2)               "Smelted 2 iron_ore into 2 iron_bar."
    build(wall, north) / build(roof) "Built wall on the north side." / "Built roof."
    trade(villager_1, emerald, 1, bread, 2)   "Traded 1 emerald for 2 bread with villager_1."
    escort(villager_3, safe_zone)    "... [event] villager_3 reached the safe zone."
    move / look / wait / guard ...   (ignored by the verifiers)

World events appear inside observations as ``[event] <who> was slain by <what>.`` and
``[event] <villager> reached the safe zone.``  Only actions whose ``status`` is
``"success"`` count.

Python 3.8+, standard library only.
"""

import re

_CALL_RE = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*\((.*)\)\s*$", re.S)
_COLLECTED_RE = re.compile(r"You collected (\d+) ([a-z_]+)")
_DEFEATED_RE = re.compile(r"\b(zombie_\d+) was defeated\b")
_CRAFTED_RE = re.compile(r"\bCrafted (\d+) ([a-z0-9_]+)\b")
_MINED_RE = re.compile(r"\bMined (\d+) ([a-z_]+)\b")
_SMELTED_RE = re.compile(r"\bSmelted (\d+) ([a-z_]+) into (\d+) ([a-z_]+)\b")
_BUILT_WALL_RE = re.compile(r"\bBuilt wall on the (north|south|east|west) side\b")
_BUILT_PART_RE = re.compile(r"\bBuilt (roof|door)\b")
_TRADED_RE = re.compile(r"\bTraded (\d+) ([a-z_]+) for (\d+) ([a-z_]+) with ([a-z0-9_]+)\b")
_SLAIN_RE = re.compile(r"\[event\] ([A-Za-z0-9_]+) was slain by ([A-Za-z0-9_]+)")
_SAFE_RE = re.compile(r"\[event\] ([A-Za-z0-9_]+) reached the safe zone")


# ---------------------------------------------------------------------------
# Trajectory walking
# ---------------------------------------------------------------------------

def iter_actions(traj):
    """Yield (round_index, action_index, verb, args, action_dict) for every action.

    Raises ValueError for a structurally malformed trajectory.
    """
    if not isinstance(traj, dict):
        raise ValueError("trajectory is not a JSON object")
    rounds = traj.get("rounds")
    if not isinstance(rounds, list) or not rounds:
        raise ValueError("No recorded rounds")
    for ri, rnd in enumerate(rounds):
        if not isinstance(rnd, dict) or not isinstance(rnd.get("actions"), list):
            raise ValueError("round %d has no actions list" % (ri + 1))
        for ai, act in enumerate(rnd["actions"]):
            if not isinstance(act, dict):
                raise ValueError("round %d action %d is not an object" % (ri + 1, ai + 1))
            text = act.get("action")
            if not isinstance(text, str):
                raise ValueError("round %d action %d has no action string" % (ri + 1, ai + 1))
            m = _CALL_RE.match(text)
            if m:
                verb = m.group(1).lower()
                args = [a.strip() for a in m.group(2).split(",")] if verb != "chat" else [m.group(2)]
            else:
                verb, args = text.strip().lower(), []
            yield ri, ai, verb, args, act


def _ok(act):
    return act.get("status") == "success"


def _obs(act):
    o = act.get("observation")
    return o if isinstance(o, str) else ""


def rounds_used(traj):
    return len(traj.get("rounds") or [])


def agent_names(traj):
    names = []
    for _, _, _, _, act in iter_actions(traj):
        n = act.get("agent_name")
        if isinstance(n, str) and n not in names:
            names.append(n)
    return names


def slain(traj):
    """Names slain during the episode, in order of first report."""
    out = []
    for _, _, _, _, act in iter_actions(traj):
        obs = _obs(act)
        if "[event]" not in obs:
            continue
        for m in _SLAIN_RE.finditer(obs):
            if m.group(1) not in out:
                out.append(m.group(1))
    return out


# ---------------------------------------------------------------------------
# Message formatting
# ---------------------------------------------------------------------------

def q(label, actual, required):
    return "%s: %d/%d" % (label, actual, required)


def b(label, value):
    return "%s: %s" % (label, "True" if value else "False")


def bare(label, value):
    return "%s: %d" % (label, value)


def _result(goals, parts):
    return (1 if all(goals) else 0), ", ".join(parts)


def _rounds_part(traj, params, goals, parts):
    limit = params.get("round_limit")
    if limit is not None:
        used = rounds_used(traj)
        goals.append(used <= int(limit))
        parts.append(q("Rounds", used, int(limit)))


# ---------------------------------------------------------------------------
# Verifiers
# ---------------------------------------------------------------------------

def verify_collect_and_kill(traj, params):
    """Collect `logs` logs of `log_items`; optionally defeat `kills` zombies; optionally
    nobody of the team may die (`all_alive`)."""
    log_items = set(params.get("log_items") or ["oak_log"])
    need_logs = int(params["logs"])
    need_kills = params.get("kills")
    logs = 0
    defeated = set()
    dead = set()
    agents = set()
    for _, _, verb, _, act in iter_actions(traj):
        agents.add(act.get("agent_name"))
        obs = _obs(act)
        if "[event]" in obs:
            dead.update(m.group(1) for m in _SLAIN_RE.finditer(obs))
        if not _ok(act):
            continue
        if verb == "gather":
            for m in _COLLECTED_RE.finditer(obs):
                if m.group(2) in log_items:
                    logs += int(m.group(1))
        elif verb == "attack":
            defeated.update(_DEFEATED_RE.findall(obs))
    goals = [logs >= need_logs]
    parts = [q("Logs", logs, need_logs)]
    if need_kills is not None:
        goals.append(len(defeated) >= int(need_kills))
        parts.append(q("Kills", len(defeated), int(need_kills)))
    if params.get("all_alive"):
        alive = not (dead & agents)
        goals.append(alive)
        parts.append(b("All alive", alive))
    _rounds_part(traj, params, goals, parts)
    return _result(goals, parts)


def verify_craft_item(traj, params):
    """Craft at least one `item` (e.g. a staff)."""
    item = params["item"]
    label = params.get("label") or ("%s crafted" % item.replace("_", " ").capitalize())
    crafted = 0
    for _, _, verb, _, act in iter_actions(traj):
        if verb == "craft" and _ok(act):
            for m in _CRAFTED_RE.finditer(_obs(act)):
                if m.group(2) == item:
                    crafted += int(m.group(1))
    goals = [crafted >= int(params.get("count", 1))]
    parts = [b(label, goals[0])]
    _rounds_part(traj, params, goals, parts)
    return _result(goals, parts)


def verify_craft_weapons(traj, params):
    """Craft `count` of each weapon group; a group's label may name alternatives
    (``Sword2/HeavySword``) and any of its `items` counts."""
    groups = params["weapons"]
    crafted = {}
    for _, _, verb, _, act in iter_actions(traj):
        if verb == "craft" and _ok(act):
            for m in _CRAFTED_RE.finditer(_obs(act)):
                crafted[m.group(2)] = crafted.get(m.group(2), 0) + int(m.group(1))
    goals, parts = [], []
    for g in groups:
        have = sum(crafted.get(name, 0) for name in g["items"])
        goals.append(have >= int(g["count"]))
        parts.append(q(g["label"], have, int(g["count"])))
    _rounds_part(traj, params, goals, parts)
    return _result(goals, parts)


def verify_mine_iron(traj, params):
    """Mine `ore` iron ore and smelt `bars` iron bars."""
    ore = bars = 0
    for _, _, verb, _, act in iter_actions(traj):
        if not _ok(act):
            continue
        obs = _obs(act)
        if verb == "mine":
            for m in _MINED_RE.finditer(obs):
                if m.group(2) == "iron_ore":
                    ore += int(m.group(1))
        elif verb == "smelt":
            for m in _SMELTED_RE.finditer(obs):
                if m.group(4) == "iron_bar":
                    bars += int(m.group(3))
    need_ore, need_bars = int(params["ore"]), int(params["bars"])
    goals = [ore >= need_ore, bars >= need_bars]
    parts = [q("Iron ore", ore, need_ore), q("Iron bars", bars, need_bars)]
    _rounds_part(traj, params, goals, parts)
    return _result(goals, parts)


def verify_build_shelter(traj, params):
    """Build walls on `walls` distinct sides plus roof and door within `round_limit` rounds."""
    sides = set()
    parts_built = set()
    for _, _, verb, _, act in iter_actions(traj):
        if verb == "build" and _ok(act):
            obs = _obs(act)
            sides.update(_BUILT_WALL_RE.findall(obs))
            parts_built.update(_BUILT_PART_RE.findall(obs))
    need_walls = int(params.get("walls", 4))
    goals = [len(sides) >= need_walls, "roof" in parts_built]
    parts = [q("Walls", len(sides), need_walls), b("Roof", "roof" in parts_built)]
    if params.get("door", True):
        goals.append("door" in parts_built)
        parts.append(b("Door", "door" in parts_built))
    _rounds_part(traj, params, goals, parts)
    return _result(goals, parts)


def verify_trade(traj, params):
    """Complete `trades` trades paying `currency` and obtain `amount` of `goods`."""
    currency = params.get("currency", "emerald")
    goods = params.get("goods", "bread")
    label = params.get("label") or goods.replace("_", " ").capitalize()
    trades = got = 0
    for _, _, verb, _, act in iter_actions(traj):
        if verb == "trade" and _ok(act):
            for m in _TRADED_RE.finditer(_obs(act)):
                if m.group(2) == currency:
                    trades += 1
                    if m.group(4) == goods:
                        got += int(m.group(3))
    need_trades, need_goods = int(params["trades"]), int(params["amount"])
    goals = [trades >= need_trades, got >= need_goods]
    parts = [q("Trades", trades, need_trades), q(label, got, need_goods)]
    _rounds_part(traj, params, goals, parts)
    return _result(goals, parts)


def verify_guard_village(traj, params):
    """Keep at least `min_alive` of the `villagers` alive and defeat `zombies` zombies.

    Legacy message: the number of surviving villagers is reported bare (``Alive: 3``); its
    target (min_alive) is declared in the benchmark manifest's psr.targets.
    """
    villagers = list(params["villagers"])
    dead = set()
    defeated = set()
    for _, _, verb, _, act in iter_actions(traj):
        obs = _obs(act)
        if "[event]" in obs:
            dead.update(m.group(1) for m in _SLAIN_RE.finditer(obs))
        if verb == "attack" and _ok(act):
            defeated.update(_DEFEATED_RE.findall(obs))
    alive = sum(1 for v in villagers if v not in dead)
    need_alive, need_zombies = int(params["min_alive"]), int(params["zombies"])
    goals = [alive >= need_alive, len(defeated) >= need_zombies]
    parts = [bare("Alive", alive), q("Zombies defeated", len(defeated), need_zombies)]
    _rounds_part(traj, params, goals, parts)
    return _result(goals, parts)


def verify_rescue(traj, params):
    """Escort villagers to the safe zone; at least `min_survivors` must reach it and stay
    alive.  The message's denominator is the number of villagers, NOT the target."""
    villagers = list(params["villagers"])
    safe = set()
    dead = set()
    for _, _, _, _, act in iter_actions(traj):
        obs = _obs(act)
        if "[event]" not in obs:
            continue
        # Events are processed in order: slain after reaching safety still counts as lost.
        events = sorted(
            [(m.start(), "safe", m.group(1)) for m in _SAFE_RE.finditer(obs)]
            + [(m.start(), "slain", m.group(1)) for m in _SLAIN_RE.finditer(obs)]
        )
        for _, kind, who in events:
            if kind == "safe" and who not in dead:
                safe.add(who)
            elif kind == "slain":
                dead.add(who)
                safe.discard(who)
    survivors = sum(1 for v in villagers if v in safe)
    need = int(params["min_survivors"])
    goals = [survivors >= need]
    parts = [q("Survivors", survivors, len(villagers))]
    _rounds_part(traj, params, goals, parts)
    return _result(goals, parts)


VERIFIERS = {
    "verify_collect_and_kill": verify_collect_and_kill,
    "verify_craft_item": verify_craft_item,
    "verify_craft_weapons": verify_craft_weapons,
    "verify_mine_iron": verify_mine_iron,
    "verify_build_shelter": verify_build_shelter,
    "verify_trade": verify_trade,
    "verify_guard_village": verify_guard_village,
    "verify_rescue": verify_rescue,
}


def get_verifier(name):
    fn = VERIFIERS.get(name)
    if fn is None:
        raise KeyError("unknown verifier function %r" % (name,))
    return fn


def verify(traj, task):
    """Dispatch on task['verifier']; returns (1 or 0, message)."""
    fn = get_verifier(task["verifier"])
    success, message = fn(traj, task.get("params") or {})
    return int(success), message
