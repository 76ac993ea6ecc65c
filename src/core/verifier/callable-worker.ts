/**
 * The worker agent-eval ships for the python form of a verifier (docs/verifiers.md#the-python-form):
 * it imports the benchmark's file once and calls the named function once per request. It is
 * Python source run with `python -c`, so that it travels inside the bundle with no file of its
 * own to ship or find.
 *
 * argv: FILE FUNCTION ARGS (the argument names joined by ","). Requests come on fd 3, one JSON
 * line each, and each gets one JSON line back on fd 3, in order. While the benchmark's code
 * runs, fd 1 and fd 2 go to a capture file: what it prints is added to that task's error (its
 * last characters) and never reaches the channel; on a verdict it is dropped.
 */
export const CALLABLE_WORKER_PY = String.raw`
import copy, importlib.util, io, json, os, reprlib, sys, tempfile, traceback

OUTPUT_CHARS = 1500
FILE, FUNCTION = sys.argv[1], sys.argv[2]
NAMES = [n for n in sys.argv[3].split(",") if n]
LABEL = FILE + ":" + FUNCTION
SHAPES = 'a verifier function returns (success, message), success, or {"success", "message", "checkpoints"}'

channel = os.dup(3)  # not inheritable: a process the verifier starts never gets the channel
os.close(3)
null = os.open(os.devnull, os.O_RDONLY)
os.dup2(null, 0)
os.close(null)
capture = tempfile.TemporaryFile()
saved_out, saved_err = os.dup(1), os.dup(2)


def flush():
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        try:
            stream.flush()
        except Exception:
            pass


def run(call):
    """call() with fd 1 and 2 going to the capture file: (raised, value or exception, output)."""
    flush()
    capture.seek(0)
    capture.truncate()
    os.dup2(capture.fileno(), 1)
    os.dup2(capture.fileno(), 2)
    raised, tb = False, ""
    try:
        value = call()
    except BaseException as error:
        raised, value, tb = True, error, traceback.format_exc()
    finally:
        flush()
        os.dup2(saved_out, 1)
        os.dup2(saved_err, 2)
    size = capture.seek(0, 2)
    capture.seek(max(0, size - 4 * OUTPUT_CHARS))
    text = (capture.read().decode("utf-8", "replace") + tb).strip()
    return raised, value, text[-OUTPUT_CHARS:]


def with_output(message, output):
    return message + "; output: " + output if output else message


def describe(value):
    return type(value).__name__ + " " + reprlib.repr(value)


def flag(value):
    if type(value) is bool:
        return value
    if type(value) is int and value in (0, 1):
        return bool(value)
    if type(value).__module__ == "numpy" and type(value).__name__ in ("bool_", "bool"):
        return bool(value)
    return None


def verdict(value):
    """The answer for a returned value, or None and why it is not one."""
    if flag(value) is not None:
        return {"success": flag(value), "message": ""}, None
    if isinstance(value, (tuple, list)) and len(value) == 2:
        success, message = flag(value[0]), value[1]
        if success is None:
            return None, "the first item of the pair it returned is " + describe(value[0]) + ", not True/False (or 1/0)"
        if message is not None and not isinstance(message, str):
            return None, "the second item of the pair it returned is " + describe(message) + ", not a string"
        return {"success": success, "message": message or ""}, None
    if isinstance(value, dict):
        extra = sorted(str(k) for k in value if k not in ("success", "message", "checkpoints"))
        if extra:
            return None, "the dict it returned has keys other than success, message and checkpoints: " + ", ".join(extra)
        if "success" not in value:
            return None, "the dict it returned has no success"
        success, message = flag(value["success"]), value.get("message")
        if success is None:
            return None, "its success is " + describe(value["success"]) + ", not True/False (or 1/0)"
        if message is not None and not isinstance(message, str):
            return None, "its message is " + describe(message) + ", not a string"
        answer = {"success": success, "message": message or ""}
        if value.get("checkpoints") is not None:
            answer["checkpoints"] = value["checkpoints"]
        return answer, None
    return None, "it returned " + describe(value)


task_cache = {}


def read_task(path):
    if path not in task_cache:
        if path.lower().endswith(".json"):
            with open(path, "rb") as f:
                task_cache[path] = json.loads(f.read())
        else:
            try:
                import yaml
            except ImportError as error:
                raise ImportError("the task argument needs PyYAML to read " + os.path.basename(path) + " (" + str(error) + ")")
            with open(path, "rb") as f:
                task_cache[path] = yaml.safe_load(f)
    return copy.deepcopy(task_cache[path])


def argument(name, request):
    if name == "record":
        with open(request["record_file"], "rb") as f:
            return json.loads(f.read())
    if name == "task":
        return read_task(request["task_file"])
    if name == "task_key":
        return request["task"]
    return request[name]


def load():
    path = os.path.abspath(FILE)
    name = os.path.splitext(os.path.basename(path))[0]
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(FILE + " is not a Python file")
    module = importlib.util.module_from_spec(spec)
    if name not in sys.modules:
        sys.modules[name] = module
    spec.loader.exec_module(module)
    function = getattr(module, FUNCTION, None)
    if function is None:
        raise AttributeError(FILE + " has no " + FUNCTION)
    if not callable(function):
        raise TypeError(FUNCTION + " in " + FILE + " is a " + type(function).__name__ + ", not a function")
    return function


def respond(request, function, load_error):
    if load_error:
        return {"error": load_error}
    if request.get("check"):
        if "task" in NAMES:
            try:
                read_task(request["task_file"])
            except Exception as error:
                return {"error": "cannot read the task file: " + type(error).__name__ + ": " + str(error)}
        return {"ok": True}
    args = []
    for name in NAMES:
        try:
            args.append(argument(name, request))
        except Exception as error:
            return {"error": "cannot give " + LABEL + " its " + name + " argument: " + type(error).__name__ + ": " + str(error)}
    raised, value, output = run(lambda: function(*args))
    if raised:
        return {"error": with_output(LABEL + " raised " + type(value).__name__ + ": " + str(value), output)}
    answer, why = verdict(value)
    if answer is None:
        return {"error": with_output(LABEL + " returned no verdict: " + why + "; " + SHAPES, output)}
    return answer


def send(answer):
    try:
        data = json.dumps(answer, allow_nan=False, ensure_ascii=False)
    except (TypeError, ValueError) as error:
        data = json.dumps({"id": answer["id"], "error": LABEL + " returned a value that is not JSON: " + str(error)})
    view = memoryview((data + "\n").encode("utf-8"))
    while view:
        view = view[os.write(channel, view):]


def main():
    path = os.path.abspath(FILE)
    sys.argv = [path]
    if sys.path and sys.path[0] == "":
        sys.path[0] = os.path.dirname(path)
    else:
        sys.path.insert(0, os.path.dirname(path))
    raised, value, output = run(load)
    function, load_error = (None, with_output("cannot load " + LABEL + ": " + type(value).__name__ + ": " + str(value), output)) if raised else (value, None)
    for line in io.open(channel, "rb", closefd=False):
        if not line.strip():
            continue
        request = json.loads(line)
        send({"id": request["id"], **respond(request, function, load_error)})


main()
`;
